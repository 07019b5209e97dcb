// Bundled into the remote (not shared): the contract version this remote was built against.
import { defineSection } from '@osck/shared/sections/section-module'
import { projectsPages } from './pages'
import { projectsScreens, loadProjectsRoutes } from './routes/screens'

export default defineSection({
  pages: projectsPages,
  screens: projectsScreens,
  loadRoutes: loadProjectsRoutes,
})
