// Bundled into the remote (not shared): the version this remote was built against.
import { CONTRACT_VERSION, type SectionModule } from '@osck/shared/contract'
import { lazy } from 'react'
import { loadProjectsRoutes, projectsGatewayParts, projectsScreens } from './routes/screens'

/** The screens are downloaded with the first visit to /projects. This remote has no Home teaser. */
const Routes = lazy(() => loadProjectsRoutes().then((m) => ({ default: m.ProjectsRoutes })))

const section = {
  contractVersion: CONTRACT_VERSION,
  gatewayParts: projectsGatewayParts,
  screens: projectsScreens,
  Routes,
} satisfies SectionModule

export default section
