import { lazy } from 'react'
// Bundled into the remote (not shared): the version this remote was built against.
import { CONTRACT_VERSION, type SectionModule } from '@osck/shared/contract'
import { UpcomingEventsTeaser } from './features/events/UpcomingEventsTeaser'

const section = {
  contractVersion: CONTRACT_VERSION,
  // The screens load on first visit to /events; Home only needs the teaser.
  Routes: lazy(() => import('./routes/EventsRoutes').then((m) => ({ default: m.EventsRoutes }))),
  HomeTeaser: UpcomingEventsTeaser,
} satisfies SectionModule

export default section
