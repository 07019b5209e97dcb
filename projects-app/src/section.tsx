import { CONTRACT_VERSION, type SectionModule } from '@osck/shared'
import { ProjectsRoutes } from './routes/ProjectsRoutes'

const section = {
  contractVersion: CONTRACT_VERSION,
  Routes: ProjectsRoutes,
} satisfies SectionModule

export default section
