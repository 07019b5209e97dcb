export {
  blogPostMeta,
  CARD_HEIGHT,
  CARD_WIDTH,
  eventCalendarPath,
  eventMeta,
  homeMeta,
  LIST_PAGES,
  listMeta,
  notFoundMeta,
  projectMeta,
  SITE_CARD_PATH,
  socialCardPath,
} from './page-meta'
export type { CardSection, MetaOptions, PageMeta, StructuredData } from './page-meta'
export { absoluteUrl, FEED_LINKS, jsonLdText, metaTags } from './head-tags'
export { structuredData } from './structured-data'
export type { MetaTag } from './head-tags'
export { eventTime, kampalaIso, KAMPALA_OFFSET } from './kampala-time'
export type { EventTime } from './kampala-time'
export { pageTitle } from './titles'
