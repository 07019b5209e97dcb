import type { ContentItem } from './types'

export type ParseResult = { ok: true; item: ContentItem } | { ok: false; error: string }
/** Reads YAML front matter; throws on invalid YAML (the message names the problem). */
export type YamlReader = (source: string) => unknown

const FENCE = '---'

/** A content file's slug: its name without `.md`. */
export const slugOf = (fileName: string) => fileName.replace(/\.md$/i, '')

/**
 * Splits front matter from the markdown body and reads the YAML with
 * `readYaml` (JSON schema semantics, so dates stay strings). Never throws: a
 * broken file gives `{ ok: false, error }` naming the problem.
 */
export function parseMarkdownFile(fileName: string, text: string, readYaml: YamlReader): ParseResult {
  const slug = slugOf(fileName)
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  if (source.trim() === '') return { ok: false, error: 'the file is empty' }
  const lines = source.split('\n')
  if (lines[0]?.trimEnd() !== FENCE) {
    return lines.some((line) => line.trim() === FENCE)
      ? { ok: false, error: 'the front matter must start with --- on the very first line' }
      : { ok: false, error: 'no front matter (the file must start with ---)' }
  }
  const end = lines.findIndex((line, index) => index > 0 && line.trimEnd() === FENCE)
  if (end === -1) return { ok: false, error: 'the front matter is not closed with ---' }

  let frontmatter: unknown
  try {
    frontmatter = readYaml(lines.slice(1, end).join('\n'))
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return { ok: false, error: `invalid YAML front matter: ${reason}` }
  }
  if (typeof frontmatter !== 'object' || frontmatter === null || Array.isArray(frontmatter)) {
    return { ok: false, error: 'the front matter is not a list of key: value fields' }
  }
  const title = (frontmatter as Record<string, unknown>).title
  if (title === undefined || title === null) return { ok: false, error: 'the front matter has no title' }
  if (typeof title !== 'string') return { ok: false, error: 'the front matter title is not text (quote it)' }
  if (title.trim() === '') return { ok: false, error: 'the front matter has no title (it is empty)' }
  const content = lines
    .slice(end + 1)
    .join('\n')
    .replace(/^\n+/, '')
  return { ok: true, item: { slug, frontmatter: frontmatter as Record<string, unknown>, content } }
}
