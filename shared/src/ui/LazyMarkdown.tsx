import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react'
import { lazy, Suspense } from 'react'

// A chunk of its own: list pages never download the markdown stack.
const Markdown = lazy(() => import('../markdown/Markdown').then((m) => ({ default: m.Markdown })))

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
