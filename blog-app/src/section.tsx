// Bundled into the remote (not shared): the version this remote was built against.
import { CONTRACT_VERSION, type SectionModule } from '@osck/shared/contract'
import { lazy } from 'react'
import { blogScreens, blogGatewayParts, loadBlogRoutes, loadBlogTeaser } from './routes/screens'

/** Home downloads only the teaser; the screens come with the first visit to /blog. */
const Routes = lazy(() => loadBlogRoutes().then((m) => ({ default: m.BlogRoutes })))
const HomeTeaser = lazy(() => loadBlogTeaser().then((m) => ({ default: m.HomeTeaser })))

const section = {
  contractVersion: CONTRACT_VERSION,
  gatewayParts: blogGatewayParts,
  screens: blogScreens,
  Routes,
  HomeTeaser,
} satisfies SectionModule

export default section
