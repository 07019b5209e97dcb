/**
 * The projects screens, each its own chunk. One set of loaders for the routes and for the
 * section's warm-up (`section.tsx`), which starts the current page's screen as soon as the remote
 * arrives.
 */
export const loadProjectsRoutes = () => import('./ProjectsRoutes')
export const loadProjectsListPage = () => import('./ProjectsListPage')
export const loadProjectDetailPage = () => import('./ProjectDetailPage')

export const projectsScreens = {
  list: () => Promise.all([loadProjectsRoutes(), loadProjectsListPage()]),
  detail: () => Promise.all([loadProjectsRoutes(), loadProjectDetailPage()]),
}
