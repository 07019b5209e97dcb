import type { SectionModule } from '@osck/shared/contract'

/**
 * The projects screens, each its own chunk. One set of loaders for the routes and for
 * `SectionModule.screens`, which the shell calls for the current page as soon as the remote arrives.
 */
export const loadProjectsRoutes = () => import('./ProjectsRoutes')
export const loadProjectsListPage = () => import('./ProjectsListPage')
export const loadProjectDetailPage = () => import('./ProjectDetailPage')

export const projectsScreens = {
  list: () => Promise.all([loadProjectsRoutes(), loadProjectsListPage()]),
  detail: () => Promise.all([loadProjectsRoutes(), loadProjectDetailPage()]),
} satisfies SectionModule['screens']

/** The gateway parts each screen imports (checked by screens.test.ts): the shell starts them with the remote. */
export const projectsGatewayParts = { list: ['forms'] } satisfies SectionModule['gatewayParts']
