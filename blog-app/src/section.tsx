import { lazy } from 'react'
// Bundled into the remote (not shared): the version this remote was built against.
import { CONTRACT_VERSION, type SectionModule } from '@osck/shared/contract'
import { LatestArticles } from './features/blog/LatestArticles'

const section = {
  contractVersion: CONTRACT_VERSION,
  // The screens load on first visit to /blog; Home only needs the teaser.
  Routes: lazy(() => import('./routes/BlogRoutes').then((m) => ({ default: m.BlogRoutes }))),
  HomeTeaser: LatestArticles,
} satisfies SectionModule

export default section
