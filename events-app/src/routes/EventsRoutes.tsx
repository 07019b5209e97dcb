import { Container, LIMITS, Route, Routes, SkeletonGrid } from '@osck/shared'
import { lazy, Suspense } from 'react'

const EventsListPage = lazy(() => import('./EventsListPage').then((m) => ({ default: m.EventsListPage })))
const EventDetailPage = lazy(() => import('./EventDetailPage').then((m) => ({ default: m.EventDetailPage })))

function ScreenFallback() {
  return (
    <Container maxW="7xl" py="16">
      <SkeletonGrid count={LIMITS.listSkeletons} label="Loading events…" />
    </Container>
  )
}

/** Relative paths: the shell (and the standalone app) mount this at /events/*. */
export function EventsRoutes() {
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Routes>
        <Route index element={<EventsListPage />} />
        <Route path=":slug" element={<EventDetailPage />} />
      </Routes>
    </Suspense>
  )
}
