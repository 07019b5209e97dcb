import { slugOf } from './parse'
import type { ContentItem } from './types'

/**
 * A section's list data (`/content/{section}/list.json`), written by the publish beside the index:
 * what a list needs of every file (its front matter and reading time), without the bodies, so a
 * list of 500 posts is one request instead of 500. Only the item pages read the markdown files.
 */
export const LIST_DATA_FILE = 'list.json'

export interface ListEntry {
  file: string
  frontmatter: Record<string, unknown>
  /** '3 min read', counted from the body at publish time. */
  readingTime: string
}

export interface ListData {
  /** The index it was written with: the same names in the same order. */
  files: string[]
  /** Every file the browser would read, in index order. */
  items: ListEntry[]
  /** Every file the browser would skip, with the reason it would log. */
  skipped: { file: string; error: string }[]
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isEntry = (value: unknown): value is ListEntry =>
  isRecord(value) &&
  typeof value.file === 'string' &&
  isRecord(value.frontmatter) &&
  typeof value.readingTime === 'string'

/** The list data when `value` has its shape; undefined for anything else (the files are read instead). */
export function readListData(value: unknown): ListData | undefined {
  if (!isRecord(value)) return undefined
  const { files, items, skipped } = value
  if (!Array.isArray(files) || !files.every((file) => typeof file === 'string')) return undefined
  if (!Array.isArray(items) || !items.every(isEntry)) return undefined
  if (!Array.isArray(skipped)) return undefined
  return { files, items, skipped: skipped.filter(isRecord).map((s) => ({ file: String(s.file), error: String(s.error) })) }
}

/**
 * Whether the list data was written with this index. Anything else (an index served from
 * elsewhere, an older or newer publish) and the list reads the files themselves.
 */
export const describesIndex = (data: ListData, index: readonly string[]) =>
  data.files.length === index.length && data.files.every((file, i) => file === index[i])

/** An entry as the list's item: the body stays on the item's page. */
export const listItem = ({ file, frontmatter, readingTime }: ListEntry): ContentItem => ({
  slug: slugOf(file),
  frontmatter,
  content: '',
  readingTime,
})
