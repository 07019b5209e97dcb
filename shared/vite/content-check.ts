import { join } from 'node:path'
import { loadFullYaml } from '../src/content/full-yaml'
import { parseMarkdownFile } from '../src/content/parse'
import { CONTENT_SECTIONS, listMarkdownFiles, readContentFile } from './content-files'
import { lintContent, type ContentFinding, type LintItem } from './content-lint'

export interface ContentProblem {
  file: string
  error: string
}

export interface ContentReport {
  checked: number
  problems: ContentProblem[]
  /** In the files that are read: missing images, dropped URLs, wrong types (content-lint.ts). */
  findings: ContentFinding[]
}

/**
 * Parses every markdown file of every section exactly as the site does and
 * names the ones the site would skip.
 */
export function checkContent(contentRoot: string): ContentReport {
  const problems: ContentProblem[] = []
  const read: LintItem[] = []
  let checked = 0
  for (const section of CONTENT_SECTIONS) {
    for (const file of listMarkdownFiles(contentRoot, section)) {
      checked += 1
      const text = readContentFile(contentRoot, section, file).toString('utf8')
      const result = parseMarkdownFile(file, text, loadFullYaml)
      if (!result.ok) problems.push({ file: join(section, file), error: result.error })
      else read.push({ section, file, frontmatter: result.item.frontmatter, content: result.item.content })
    }
  }
  return { checked, problems, findings: lintContent(read, contentRoot) }
}
