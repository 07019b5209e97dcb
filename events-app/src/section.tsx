// Bundled into the remote (not shared): the version this remote was built against.
import { CONTRACT_VERSION, type SectionModule } from '@osck/shared/contract'
import { lazy } from 'react'
import { eventsScreens, eventsGatewayParts, loadEventsRoutes, loadEventsTeaser } from './routes/screens'

/** Home downloads only the teaser; the screens come with the first visit to /events. */
const Routes = lazy(() => loadEventsRoutes().then((m) => ({ default: m.EventsRoutes })))
const HomeTeaser = lazy(() => loadEventsTeaser().then((m) => ({ default: m.HomeTeaser })))

const section = {
  contractVersion: CONTRACT_VERSION,
  gatewayParts: eventsGatewayParts,
  screens: eventsScreens,
  Routes,
  HomeTeaser,
} satisfies SectionModule

export default section
