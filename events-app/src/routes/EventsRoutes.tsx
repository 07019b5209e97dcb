import { ListSkeleton, sectionRoutes } from '@osck/shared/sections/section-routes'
import { EventDetailSkeleton } from '../features/events/EventDetailSkeleton'
import { eventsPages } from '../pages'
import { eventsScreens } from './screens'

/** Mounted by the shell (and by the standalone app) at `/events/*`. */
export const EventsRoutes = sectionRoutes('events', eventsPages, eventsScreens, {
  list: <ListSkeleton label="Loading events…" />,
  past: <ListSkeleton label="Loading past events…" />,
  detail: <EventDetailSkeleton />,
})
