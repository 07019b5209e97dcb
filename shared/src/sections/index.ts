/**
 * What the three sections build their screens with, one way for all (docs/section-teams.md):
 * their routes and list skeleton, a detail page's data, a failed load, card lists and the Home
 * teaser, one module each so that Home's teaser loads only its own. Bundled into each remote
 * with its screens (not the federated gateway, which Home's first load downloads); its UI comes
 * from the gateway, `@osck/shared`.
 */
export { CardGrid } from './card-grid'
export { DetailScreen } from './detail-screen'
export type { DetailPhase, DetailScreenProps } from './detail-screen'
export { useLoadError } from './load-error'
export { SectionScreens } from './section-screens'
export { TeaserSection } from './teaser-section'
