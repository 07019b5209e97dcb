// Bundled into the remote (not shared): the version this remote was built against.
import { CONTRACT_VERSION, type SectionModule } from '@osck/shared/contract'
import { lazy } from 'react'
import { HomeTeaser } from './features/blog/HomeTeaser'

/** Home downloads only the teaser; the screens come with the first visit to /blog. */
const Routes = lazy(() => import('./routes/BlogRoutes').then((m) => ({ default: m.BlogRoutes })))

const section = {
  contractVersion: CONTRACT_VERSION,
  Routes,
  HomeTeaser,
} satisfies SectionModule

export default section
