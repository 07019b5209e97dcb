import { ListSkeleton, SectionRoutes } from '@osck/shared/sections/section-routes'
import { BlogDetailSkeleton } from '../features/blog/BlogDetailSkeleton'
import { blogPages } from '../pages'
import { blogScreens } from './screens'

/** Mounted by the shell (and by the standalone app) at `/blog/*`. */
export function BlogRoutes() {
  return (
    <SectionRoutes
      section="blog"
      pages={blogPages}
      screens={blogScreens}
      fallbacks={{ list: <ListSkeleton label="Loading articles…" />, detail: <BlogDetailSkeleton /> }}
    />
  )
}
