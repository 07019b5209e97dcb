import { Container, LIMITS, Route, Routes, SkeletonGrid } from '@osck/shared'
import { Suspense, type ComponentType, type ReactNode } from 'react'

/**
 * A section's screens under its base path: the list at the index, one item at `:slug`, each a
 * lazy chunk behind a fallback with that screen's footprint (the list's skeleton grid, the
 * section's detail skeleton), so nothing moves when it arrives. `children`: the section's other
 * routes (`<Route path="past" …>`; a fixed path wins over `:slug`).
 */
export function SectionScreens({
  List,
  Detail,
  listLabel,
  detailSkeleton,
  children,
}: {
  List: ComponentType
  Detail: ComponentType
  /** Read by screen readers while the list loads, e.g. `Loading articles…`. */
  listLabel: string
  detailSkeleton: ReactNode
  children?: ReactNode
}) {
  const listSkeleton = (
    <Container maxW="7xl" py="16">
      <SkeletonGrid count={LIMITS.listSkeletons} label={listLabel} />
    </Container>
  )
  return (
    <Routes>
      <Route
        index
        element={
          <Suspense fallback={listSkeleton}>
            <List />
          </Suspense>
        }
      />
      <Route
        path=":slug"
        element={
          <Suspense fallback={detailSkeleton}>
            <Detail />
          </Suspense>
        }
      />
      {children}
    </Routes>
  )
}
