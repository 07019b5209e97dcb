import { lintContent, type ContentFinding, type LintItem } from './content-lint'
import { readSiteContent, type ContentProblem } from './read-content'
import { slugClashes } from './site-files/pages'
import type { Site } from './site-files/site-assembly'

export type { ContentProblem }

export interface ContentReport {
  checked: number
  problems: ContentProblem[]
  /** In the files that are read: missing images, dropped URLs, wrong types (content-lint.ts). */
  findings: ContentFinding[]
}

/** The files the site reads, with their front matter and body as written. */
export function readContentItems(
  contentRoot: string,
  content = readSiteContent(contentRoot),
): {
  checked: number
  problems: ContentProblem[]
  items: LintItem[]
} {
  const { checked, problems, posts, events, projects } = content
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
 * browser's normalisers) and names the ones the site would skip. Given the site (its assembly), it
 * also names a file whose slug is one of its section's fixed pages (`events/past.md` beside
 * `/events/past`): the page shows at that path, never the file.
 */
export function checkContent(contentRoot: string, site?: Site): ContentReport {
  const content = readSiteContent(contentRoot)
  const { checked, problems, items } = readContentItems(contentRoot, content)
  const clashes: ContentFinding[] = site
    ? slugClashes(content, site).map(({ file, error }) => ({
        level: 'error',
        file,
        field: 'slug (the file name)',
        message: error,
      }))
    : []
  return {
    checked,
    problems,
    findings: [...lintContent(items, contentRoot), ...clashes, ...content.settingsFindings],
  }
}
