import { lintContent, type ContentFinding, type LintItem } from './content-lint'
import { readSiteContent, type ContentProblem } from './read-content'

export type { ContentProblem }

export interface ContentReport {
  checked: number
  problems: ContentProblem[]
  /** In the files that are read: missing images, dropped URLs, wrong types (content-lint.ts). */
  findings: ContentFinding[]
}

/** The files the site reads, with their front matter and body as written. */
export function readContentItems(contentRoot: string): {
  checked: number
  problems: ContentProblem[]
  items: LintItem[]
} {
  const { checked, problems, posts, events, projects } = readSiteContent(contentRoot)
  const items = [...posts, ...events, ...projects].map(({ raw, section, file }) => ({
    section,
    file: file.slice(section.length + 1),
    frontmatter: raw.frontmatter,
    content: raw.content,
  }))
  return { checked, problems, items }
}

/**
 * Reads every markdown file of every section with the build's reader (gray-matter, then the
 * browser's normalisers) and names the ones the site would skip.
 */
export function checkContent(contentRoot: string): ContentReport {
  const { checked, problems, items } = readContentItems(contentRoot)
  return { checked, problems, findings: lintContent(items, contentRoot) }
}
