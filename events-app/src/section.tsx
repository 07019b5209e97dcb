// Bundled into the remote (not shared): the contract version this remote was built against.
import { defineSection } from '@osck/shared/sections/section-module'
import { eventsPages } from './pages'
import { eventsScreens, loadEventsRoutes, loadEventsTeaser } from './routes/screens'

export default defineSection({
  pages: eventsPages,
  screens: eventsScreens,
  loadRoutes: loadEventsRoutes,
  loadTeaser: loadEventsTeaser,
})
