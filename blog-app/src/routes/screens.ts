import type { PageScreens } from '@osck/shared/sections/section-module'
import type { blogPages } from '../pages'

/**
 * Each page's screen, its own chunk, with the gateway parts it imports (checked by screens.test.ts).
 * One set of loaders for the routes and for the section's `preload`, which the shell calls for the
 * current page as soon as the remote arrives.
 */
export const blogScreens = {
  list: {
    load: () => import('./BlogListPage').then((m) => m.BlogListPage),
    gatewayParts: ['inputs'],
  },
  detail: { load: () => import('./BlogDetailPage').then((m) => m.BlogDetailPage) },
} satisfies PageScreens<typeof blogPages>

export const loadBlogRoutes = () => import('./BlogRoutes').then((m) => m.BlogRoutes)

export const loadBlogTeaser = () => import('../features/blog/HomeTeaser').then((m) => m.HomeTeaser)
