export type * from './types'
export { parseMarkdownFile, type ParseResult } from './parse'
export { resolveImage, toBlogPost, toEvent, toProject } from './normalize'
export {
  checkContentIndexes,
  getContentFiles,
  loadBlogPost,
  loadBlogPosts,
  loadEvent,
  loadEvents,
  loadProject,
  loadProjects,
  resetContentCache,
  sectionOf,
} from './load'
export * from './helpers'
export { BLOG_SEARCH_FIELDS, EVENT_SEARCH_FIELDS, PROJECT_SEARCH_FIELDS, searchItems } from './search'
export { useContent, type ContentState } from './useContent'
export { SAMPLE_BLOG_POST, SAMPLE_PROJECT } from './samples'
