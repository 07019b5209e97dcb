import { CONTRACT_VERSION, type SectionModule } from '@osck/shared'
import { BlogRoutes } from './routes/BlogRoutes'

const section = {
  contractVersion: CONTRACT_VERSION,
  Routes: BlogRoutes,
} satisfies SectionModule

export default section
