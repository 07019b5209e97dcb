// Bundled into the remote (not shared): the version this remote was built against.
import { CONTRACT_VERSION, type SectionModule } from '@osck/shared/contract'
import { EventsRoutes } from './routes/EventsRoutes'

const section = {
  contractVersion: CONTRACT_VERSION,
  Routes: EventsRoutes,
} satisfies SectionModule

export default section
