import { CONTRACT_VERSION, type SectionModule } from '@osck/shared'
import { EventsRoutes } from './routes/EventsRoutes'

const section = {
  contractVersion: CONTRACT_VERSION,
  Routes: EventsRoutes,
} satisfies SectionModule

export default section
