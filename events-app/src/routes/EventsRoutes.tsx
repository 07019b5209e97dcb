import { SectionScreens } from '@osck/shared/sections/section-screens'
import { lazy } from 'react'
import { EventDetailSkeleton } from '../features/events/EventDetailSkeleton'
import { loadEventDetailPage, loadEventsListPage } from './screens'

// Each screen is its own chunk: a visitor who opens an event never downloads the list's code,
// and the list never downloads the event page's (nor the markdown it renders).
const EventsListPage = lazy(() => loadEventsListPage().then((m) => ({ default: m.EventsListPage })))
const EventDetailPage = lazy(() => loadEventDetailPage().then((m) => ({ default: m.EventDetailPage })))

/** Mounted by the shell (and by the standalone app) at `/events/*`. */
export function EventsRoutes() {
  return (
    <SectionScreens
      List={EventsListPage}
      Detail={EventDetailPage}
      listLabel="Loading events…"
      detailSkeleton={<EventDetailSkeleton />}
    />
  )
}
