/**
 * What the Node-side build (@osck/site-build: the vite config factory and the publishing
 * pipeline) reads from the content module, the page metadata and the remotes table, so that the
 * generated pages, feeds and cards say exactly what the app says. Never loaded in a browser and
 * not part of the federated gateway.
 */
export type { BlogPost, CommunityEvent, ContentItem, ContentSection, Project } from './content/types'
export {
  formatDate,
  isUpcoming,
  parseDate,
  sortByDateAsc,
  sortByDateDesc,
  statusColor,
} from './content/helpers'
export { loadFullYaml } from './content/full-yaml'
export {
  imageManifestUrl,
  RASTER_IMAGE,
  variantSrcSet,
  type ImageInfo,
  type ImageManifest,
  type ImageScope,
} from './content/image-manifest'
export {
  readCoordinates,
  readCount,
  readText,
  resolveImage,
  toBlogPost,
  toEvent,
  toProject,
} from './content/normalize'
export { frontmatterImages, type FrontmatterImage } from './content/frontmatter-images'
export { namesImage } from './content/normalize-event-program'
export { readSiteOrWebLink } from './content/normalize-event-recap'
export { parseMarkdownFile } from './content/parse'
export { readingTime } from './content/reading-time'
export { safeImage, safeLink, safeUrl, safeWebLink } from './content/safe-url'
export * from './events'
export { CONTENT_SCHEMA, type ContentField, type FieldKind } from './content/schema'
export { fieldDefault } from './content/field-defaults'
export { parseContentFile } from './content/content-file'
export { buildListData } from './content/list-data-build'
export { LIST_DATA_FILE, type ListData } from './content/list-data'
export { GATEWAY_PARTS } from './contract'
export { PlainText } from './markdown/PlainText'
export { markdownTooComplex } from './markdown/complexity'
export { markdownSections } from './markdown/sections'
export { bodyHash, IMAGE_MARKER, STATIC_BODY_ATTRIBUTE } from './markdown/static-body'
export { FEED_LINKS, absoluteUrl, canonicalUrl, jsonLdText, metaTags } from './meta/head-tags'
export {
  TIMED_EVENT_HOURS,
  endAfterStart,
  eventPeriod,
  eventTime,
  timeSpan,
  type EventPeriod,
} from './meta/kampala-time'
export {
  CARD_HEIGHT,
  CARD_WIDTH,
  LIST_PAGES,
  SITE_CARD_PATH,
  blogPostMeta,
  eventCalendarPath,
  eventMeta,
  homeMeta,
  listMeta,
  pageMeta,
  notFoundMeta,
  projectMeta,
  socialCardPath,
  type PageMeta,
} from './meta/page-meta'
export { structuredData } from './meta/structured-data'
export {
  EXPOSED_MODULE,
  REMOTES,
  REMOTE_ENTRY_FILE,
  SECTIONS,
  SHELL_PORT,
  defaultRemoteEntryUrl,
  type SectionName,
} from './remotes'
export { normalizeBase } from './site-base'
export {
  BackTo,
  LIST_LIMIT,
  StaticListItem,
  StaticSummary,
  dated,
  staticItems,
  type SectionStaticPage,
  type StaticEntry,
} from './static-page'
export { StaticProgram } from './events/static-program'
export { StaticRecap } from './events/static-recap'
export { PageImages, StaticPicture, type StaticPictureProps } from './static-picture'
export { siteConfig } from './site-config'
export { brandTokens } from './ui/brand'
export { DETAIL_IMAGE_SIZES, LIST_IMAGE_SIZES, MARKDOWN_IMAGE_SIZES } from './ui/image-sizes'
export { renderSystemCss } from './ui/render-system-css'
export { SYSTEM_CSS_ELEMENT_ID } from './ui/system-css'
export type { FormTarget, SiteSettings } from './content/site-settings'
