import type { SectionModule } from '@osck/shared/contract'

/**
 * The blog screens and Home teaser, each its own chunk. One set of loaders for the routes and for
 * `SectionModule.screens`, which the shell calls for the current page as soon as the remote arrives.
 */
export const loadBlogRoutes = () => import('./BlogRoutes')
export const loadBlogListPage = () => import('./BlogListPage')
export const loadBlogDetailPage = () => import('./BlogDetailPage')

export const loadBlogTeaser = () => import('../features/blog/HomeTeaser')

export const blogScreens = {
  home: loadBlogTeaser,
  list: () => Promise.all([loadBlogRoutes(), loadBlogListPage()]),
  detail: () => Promise.all([loadBlogRoutes(), loadBlogDetailPage()]),
} satisfies SectionModule['screens']

/** The gateway parts each screen imports (checked by screens.test.ts): the shell starts them with the remote. */
export const blogGatewayParts = { list: ['forms'] } satisfies SectionModule['gatewayParts']
