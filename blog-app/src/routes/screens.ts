/**
 * The blog screens (list and detail share one chunk) and its Home teaser. One set of loaders for
 * the section and its warm-up (`section.tsx`), which starts the current page's part as soon as the
 * remote arrives.
 */
export const loadBlogRoutes = () => import('./BlogRoutes')
export const loadBlogTeaser = () => import('../features/blog/HomeTeaser')

export const blogScreens = { home: loadBlogTeaser, list: loadBlogRoutes, detail: loadBlogRoutes }
