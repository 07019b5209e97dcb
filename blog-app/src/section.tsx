// Bundled into the remote (not shared): the version this remote was built against.
import { CONTRACT_VERSION, type SectionModule } from '@osck/shared/contract'
import { BlogRoutes } from './routes/BlogRoutes'

const section = {
  contractVersion: CONTRACT_VERSION,
  Routes: BlogRoutes,
} satisfies SectionModule

export default section
