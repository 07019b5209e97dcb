import { Container, LIMITS, Route, Routes, SkeletonGrid } from '@osck/shared'
import { lazy, Suspense } from 'react'

import { loadEventDetailPage, loadEventsListPage } from './screens'

const EventsListPage = lazy(() => loadEventsListPage().then((m) => ({ default: m.EventsListPage })))
const EventDetailPage = lazy(() => loadEventDetailPage().then((m) => ({ default: m.EventDetailPage })))

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
