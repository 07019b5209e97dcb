import { SectionScreens } from '@osck/shared/sections/section-screens'
import { lazy } from 'react'
import { BlogDetailSkeleton } from '../features/blog/BlogDetailSkeleton'
import { loadBlogDetailPage, loadBlogListPage } from './screens'

// Each screen is its own chunk: a visitor who opens a post never downloads the list's code,
// and the list never downloads the post page's (nor the markdown it renders).
const BlogListPage = lazy(() => loadBlogListPage().then((m) => ({ default: m.BlogListPage })))
const BlogDetailPage = lazy(() => loadBlogDetailPage().then((m) => ({ default: m.BlogDetailPage })))

/** Mounted by the shell (and by the standalone app) at `/blog/*`. */
export function BlogRoutes() {
  return (
    <SectionScreens
      List={BlogListPage}
      Detail={BlogDetailPage}
      listLabel="Loading articles…"
      detailSkeleton={<BlogDetailSkeleton />}
    />
  )
}
