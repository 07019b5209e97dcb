import { Skeleton, SkeletonText, Stack } from '@osck/shared'
import { lazy, Suspense } from 'react'

const Markdown = lazy(() => import('@osck/shared/markdown').then((m) => ({ default: m.Markdown })))

/** The markdown renderer is downloaded only when a body is shown. */
export function LazyMarkdown({ children }: { children: string }) {
  return (
    <Suspense
      fallback={
        <Stack gap="3" aria-hidden="true">
          <Skeleton height="6" width="60%" />
          <SkeletonText noOfLines={6} />
        </Stack>
      }
    >
      <Markdown>{children}</Markdown>
    </Suspense>
  )
}
