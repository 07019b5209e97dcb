import { SAMPLE_BLOG_ITEM, SAMPLE_PROJECT_ITEM } from './fallbacks'
import { toBlogPost, toProject } from './normalize'

export const SAMPLE_BLOG_POST = toBlogPost(SAMPLE_BLOG_ITEM)
export const SAMPLE_PROJECT = toProject(SAMPLE_PROJECT_ITEM)
