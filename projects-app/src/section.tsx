// Bundled into the remote (not shared): the version this remote was built against.
import { CONTRACT_VERSION, type SectionModule } from '@osck/shared/contract'
import { ProjectsRoutes } from './routes/ProjectsRoutes'

const section = {
  contractVersion: CONTRACT_VERSION,
  Routes: ProjectsRoutes,
} satisfies SectionModule

export default section
