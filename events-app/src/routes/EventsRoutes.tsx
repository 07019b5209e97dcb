import { Container, LIMITS, Route, Routes, SkeletonGrid } from '@osck/shared'
import { lazy, Suspense } from 'react'
import { EventDetailSkeleton } from '../features/events/EventDetailSkeleton'
import { loadEventDetailPage, loadEventsListPage } from './screens'

// Each screen is its own chunk: a visitor who opens an event never downloads the list's code,
// and the list never downloads the event page's (nor the markdown it renders).
const EventsListPage = lazy(() => loadEventsListPage().then((m) => ({ default: m.EventsListPage })))
const EventDetailPage = lazy(() => loadEventDetailPage().then((m) => ({ default: m.EventDetailPage })))

/** Mounted by the shell (and by the standalone app) at `/events/*`. */
export function EventsRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Suspense
            fallback={
              <Container maxW="7xl" py="16">
                <SkeletonGrid count={LIMITS.listSkeletons} label="Loading events…" />
              </Container>
            }
          >
            <EventsListPage />
          </Suspense>
        }
      />
      <Route
        path=":slug"
        element={
          <Suspense fallback={<EventDetailSkeleton />}>
            <EventDetailPage />
          </Suspense>
        }
      />
    </Routes>
  )
}
