// Bundled into the remote (not shared): the contract version this remote was built against.
import { defineSection } from '@osck/shared/sections/section-module'
import { blogPages } from './pages'
import { blogScreens, loadBlogRoutes, loadBlogTeaser } from './routes/screens'

export default defineSection({
  pages: blogPages,
  screens: blogScreens,
  loadRoutes: loadBlogRoutes,
  loadTeaser: loadBlogTeaser,
})
