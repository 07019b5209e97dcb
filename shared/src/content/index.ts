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
export { useContent, type ContentState } from './useContent'
export { SAMPLE_BLOG_POST, SAMPLE_PROJECT } from './samples'
export { readingTime } from './reading-time'
