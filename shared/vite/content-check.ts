import { readSiteContent, type ContentProblem } from './read-content'

export type { ContentProblem }

export interface ContentReport {
  checked: number
  problems: ContentProblem[]
}

/**
 * Reads every markdown file of every section with the build's reader (gray-matter, then the
 * browser's normalisers) and names the ones the site would skip.
 */
export function checkContent(contentRoot: string): ContentReport {
  const { checked, problems } = readSiteContent(contentRoot)
  return { checked, problems }
}
