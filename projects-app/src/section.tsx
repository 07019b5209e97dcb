// Bundled into the remote (not shared): the version this remote was built against.
import { CONTRACT_VERSION, type SectionModule } from '@osck/shared/contract'
import { lazy } from 'react'

/** The screens are downloaded with the first visit to /projects. This remote has no Home teaser. */
const Routes = lazy(() => import('./routes/ProjectsRoutes').then((m) => ({ default: m.ProjectsRoutes })))

const section = {
  contractVersion: CONTRACT_VERSION,
  Routes,
} satisfies SectionModule

export default section
