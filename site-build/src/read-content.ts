import matter from 'gray-matter'
import { JSON_SCHEMA, load } from 'js-yaml'
import { statSync } from 'node:fs'
import { join } from 'node:path'
import {
  type BlogPost,
  type CommunityEvent,
  type ContentItem,
  type Project,
  toBlogPost,
  toEvent,
  toProject,
} from '@osck/shared/build-kit'
import { CONTENT_SECTIONS, listMarkdownFiles, readContentFile } from './content-files'
import type { ContentFinding } from './content-lint'
import { readSiteSettings, type SiteSettings } from './site-settings'

export interface ContentProblem {
  file: string
  error: string
}

/** A readable file of a section, normalised exactly as the browser normalises it. */
export interface ReadItem<T> {
  item: T
  /** The file as parsed, before normalisation (what the content check lints). */
  raw: ContentItem
  section: string
  /** `section/file.md`, for messages. */
  file: string
  /** When the file last changed (the sitemap's fallback lastmod). */
  modified: Date
}

export interface SiteContent {
  posts: ReadItem<BlogPost>[]
  events: ReadItem<CommunityEvent>[]
  projects: ReadItem<Project>[]
  /** Every markdown file looked at, readable or not. */
  checked: number
  problems: ContentProblem[]
  /** The community's settings (content/settings/community.yml): where visitors' forms go. */
  settings: SiteSettings
  /** What was dropped from the settings, for `content:check`. */
  settingsFindings: ContentFinding[]
}

// JSON schema, as in the browser: `date: 2025-03-01` stays the string the author wrote.
const MATTER_OPTIONS = {
  engines: { yaml: (source: string) => load(source, { schema: JSON_SCHEMA }) as object },
}

/** One markdown file through gray-matter; the same rules for a readable file as the browser's. */
export function readMarkdown(
  fileName: string,
  text: string,
): { ok: true; item: ContentItem } | { ok: false; error: string } {
  const source = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n')
  if (source.trim() === '') return { ok: false, error: 'the file is empty' }
  const lines = source.split('\n')
  if (lines[0]?.trimEnd() !== '---') {
    return lines.some((line) => line.trim() === '---')
      ? { ok: false, error: 'the front matter must start with --- on the very first line' }
      : { ok: false, error: 'no front matter (the file must start with ---)' }
  }
  if (!lines.slice(1).some((line) => line.trimEnd() === '---')) {
    return { ok: false, error: 'the front matter is not closed with ---' }
  }
  let parsed: matter.GrayMatterFile<string>
  try {
    parsed = matter(source, MATTER_OPTIONS)
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error)
    return { ok: false, error: `invalid YAML front matter: ${reason}` }
  }
  const data: unknown = parsed.data
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return { ok: false, error: 'the front matter is not a list of key: value fields' }
  }
  const title = (data as Record<string, unknown>).title
  if (title === undefined || title === null) return { ok: false, error: 'the front matter has no title' }
  if (typeof title !== 'string') return { ok: false, error: 'the front matter title is not text (quote it)' }
  if (title.trim() === '') return { ok: false, error: 'the front matter has no title (it is empty)' }
  const slug = fileName.replace(/\.md$/i, '')
  const content = parsed.content.replace(/^\n+/, '')
  return { ok: true, item: { slug, frontmatter: data as Record<string, unknown>, content } }
}

function readSection<T>(
  contentRoot: string,
  section: string,
  normalise: (item: ContentItem) => T,
  problems: ContentProblem[],
): ReadItem<T>[] {
  const items: ReadItem<T>[] = []
  for (const file of listMarkdownFiles(contentRoot, section)) {
    const name = join(section, file)
    try {
      const result = readMarkdown(file, readContentFile(contentRoot, section, file).toString('utf8'))
      if (!result.ok) {
        problems.push({ file: name, error: result.error })
        continue
      }
      const modified = statSync(join(contentRoot, section, file)).mtime
      items.push({ item: normalise(result.item), raw: result.item, section, file: name, modified })
    } catch (error) {
      problems.push({ file: name, error: `could not be read: ${String(error)}` })
    }
  }
  return items
}

/**
 * Every section of `content/` read in Node: the one reader of the build (pages, cards, feeds,
 * calendar, sitemap) and of `pnpm content:check`. A broken file is skipped and named in
 * `problems`; it never hides the others.
 */
export function readSiteContent(contentRoot: string): SiteContent {
  const problems: ContentProblem[] = []
  const posts = readSection(contentRoot, 'blog', toBlogPost, problems)
  const events = readSection(contentRoot, 'events', toEvent, problems)
  const projects = readSection(contentRoot, 'projects', toProject, problems)
  const checked = CONTENT_SECTIONS.reduce((sum, s) => sum + listMarkdownFiles(contentRoot, s).length, 0)
  const { settings, findings: settingsFindings } = readSiteSettings(contentRoot)
  return { posts, events, projects, checked, problems, settings, settingsFindings }
}
