import { ListSkeleton, sectionRoutes } from '@osck/shared/sections/section-routes'
import { BlogDetailSkeleton } from '../features/blog/BlogDetailSkeleton'
import { blogPages } from '../pages'
import { blogScreens } from './screens'

/** Mounted by the shell (and by the standalone app) at `/blog/*`. */
export const BlogRoutes = sectionRoutes('blog', blogPages, blogScreens, {
  list: <ListSkeleton label="Loading articles…" />,
  detail: <BlogDetailSkeleton />,
})
