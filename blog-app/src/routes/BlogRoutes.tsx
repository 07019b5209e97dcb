import { Container, LIMITS, Route, Routes, SkeletonGrid } from '@osck/shared'
import { lazy, Suspense } from 'react'
import { PostSkeleton } from '../features/blog/PostStates'
import { loadBlogDetailPage, loadBlogListPage } from './screens'

// Each screen is its own chunk: a visitor who opens a post never downloads the list's code,
// and the list never downloads the post page's (nor the markdown it renders).
const BlogListPage = lazy(() => loadBlogListPage().then((m) => ({ default: m.BlogListPage })))
const BlogDetailPage = lazy(() => loadBlogDetailPage().then((m) => ({ default: m.BlogDetailPage })))

/** Mounted by the shell (and by the standalone app) at `/blog/*`. */
export function BlogRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <Suspense
            fallback={
              <Container maxW="7xl" py="16">
                <SkeletonGrid count={LIMITS.listSkeletons} label="Loading articles…" />
              </Container>
            }
          >
            <BlogListPage />
          </Suspense>
        }
      />
      <Route
        path=":slug"
        element={
          <Suspense fallback={<PostSkeleton />}>
            <BlogDetailPage />
          </Suspense>
        }
      />
    </Routes>
  )
}
