import { Skeleton, SkeletonText, Stack } from '@chakra-ui/react'
import { lazy, Suspense, type ComponentType } from 'react'
import { loadedMarkdown } from '../markdown/registry'
import { bodyRestoring, staticBodyFor } from '../markdown/static-body'

// Chunks of their own: list pages download neither, and a detail page's first load shows the
// body the generated page holds (PrerenderedBody) without the markdown stack.
const Markdown = lazy(() => import('../markdown/Markdown').then((m) => ({ default: m.Markdown })))
const Prerendered = lazy(() =>
  import('../markdown/PrerenderedBody').then((m) => ({ default: m.PrerenderedBody })),
)

function BodySkeleton() {
  return (
    <Stack gap="3" aria-hidden="true">
      <Skeleton height="6" width="60%" />
      <SkeletonText noOfLines={6} />
    </Stack>
  )
}

function Loaded<P extends object>({
  Component,
  Lazy,
  ...props
}: P & {
  Component?: ComponentType<P>
  Lazy: ComponentType<P>
}) {
  // Already downloaded: no skeleton, so nothing below it moves when the body appears.
  if (Component) return <Component {...(props as P)} />
  return (
    <Suspense fallback={<BodySkeleton />}>
      <Lazy {...(props as P)} />
    </Suspense>
  )
}

/** An offline visit reads the page's body from the cache first (restoreStaticBody). */
function AfterRestore({ children }: { children: string }) {
  const restoring = bodyRestoring()
  // Suspense's protocol: React renders this again once the promise has settled.
  if (restoring) throw restoring
  return <LazyMarkdown>{children}</LazyMarkdown>
}

/** A markdown body; the renderer is downloaded only when a body is shown that the page does not hold. */
export function LazyMarkdown({ children }: { children: string }) {
  if (bodyRestoring()) {
    return (
      <Suspense fallback={<BodySkeleton />}>
        <AfterRestore>{children}</AfterRestore>
      </Suspense>
    )
  }
  const body = staticBodyFor(children)
  if (body) return <Loaded Component={loadedMarkdown.PrerenderedBody} Lazy={Prerendered} body={body} />
  return (
    <Loaded Component={loadedMarkdown.Markdown} Lazy={Markdown}>
      {children}
    </Loaded>
  )
}
