import { SkeletonText } from '@osck/shared'
import { lazy, Suspense } from 'react'

/** The markdown renderer is downloaded only by screens that show a whole body. */
const Markdown = lazy(() => import('@osck/shared/markdown').then((module) => ({ default: module.Markdown })))

export function EventBody({ content }: { content: string }) {
  return (
    <Suspense fallback={<SkeletonText noOfLines={4} gap="3" aria-label="Loading event details" />}>
      <Markdown>{content}</Markdown>
    </Suspense>
  )
}
