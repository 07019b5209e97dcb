import type { PageScreens } from '@osck/shared/sections/section-module'
import type { projectsPages } from '../pages'

/**
 * Each page's screen, its own chunk, with the gateway parts it imports (checked by screens.test.ts).
 * One set of loaders for the routes and for the section's `preload`, which the shell calls for the
 * current page as soon as the remote arrives.
 */
export const projectsScreens = {
  list: {
    load: () => import('./ProjectsListPage').then((m) => m.ProjectsListPage),
    gatewayParts: ['inputs'],
  },
  detail: { load: () => import('./ProjectDetailPage').then((m) => m.ProjectDetailPage) },
} satisfies PageScreens<typeof projectsPages>

export const loadProjectsRoutes = () => import('./ProjectsRoutes').then((m) => m.ProjectsRoutes)
