import { Route, Routes } from '@osck/shared'
import { BlogDetailPage } from './BlogDetailPage'
import { BlogListPage } from './BlogListPage'

/** Mounted by the shell under /blog. */
export function BlogRoutes() {
  return (
    <Routes>
      <Route index element={<BlogListPage />} />
      <Route path=":slug" element={<BlogDetailPage />} />
    </Routes>
  )
}
