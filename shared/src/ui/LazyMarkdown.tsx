import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react'
import { lazy, Suspense } from 'react'
import { loadedMarkdown } from '../markdown/registry'

// A chunk of its own: list pages never download the markdown stack.
const Markdown = lazy(() => import('../markdown/Markdown').then((m) => ({ default: m.Markdown })))

/** The markdown renderer is downloaded only when a body is shown. */
export function LazyMarkdown({ children }: { children: string }) {
  // Already downloaded: no skeleton, so nothing below it moves when the body appears.
  const Ready = loadedMarkdown.Markdown
  if (Ready) return <Ready>{children}</Ready>
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
