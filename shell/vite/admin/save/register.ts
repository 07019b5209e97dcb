/**
 * Saving through Decap's public extension points: the exact file format for every collection
 * (front-matter.ts) and a preSave listener that trims the title before Decap makes the file name
 * from it. Part of /admin/preview.js, which runs before Decap reads the collections' entries.
 */
import { fromFile, toFile } from './front-matter'

export const FORMAT = 'osck-frontmatter'

interface EntryData {
  get(key: string): unknown
  set(key: string, value: unknown): EntryData
}
interface DecapSaving {
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: {
      fromFile(content: string): Record<string, unknown>
      toFile(data: Record<string, unknown>, order?: string[]): string
    },
  ): void
  registerEventListener(listener: {
    name: 'preSave'
    handler(event: { entry: { get(key: 'data'): EntryData } }): EntryData
  }): void
}

/** The title as the site shows it and as the file name is made from it. */
export function trimTitle(data: EntryData): EntryData {
  const title = data.get('title')
  return typeof title === 'string' ? data.set('title', title.trim()) : data
}

export function registerSaving() {
  const cms = (window as unknown as { CMS: DecapSaving }).CMS
  cms.registerCustomFormat(FORMAT, 'md', { fromFile, toFile })
  cms.registerEventListener({ name: 'preSave', handler: ({ entry }) => trimTitle(entry.get('data')) })
}
