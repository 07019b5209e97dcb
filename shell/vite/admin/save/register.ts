/**
 * Saving through Decap's public extension points: the exact file format for every collection
 * (front-matter.ts), the date field (date-control.ts), a preSave listener that trims the title before Decap makes the file name
 * from it (or names the file from the date when the title cannot: fallback-name.ts), and ones that refuse to save with a token GitHub no longer accepts (signed-in.ts) or over another
 * organiser's change (conflict.ts). Part of /admin/preview.js, which runs before Decap reads the collections' entries.
 */
import { refuseConflicts } from './conflict'
import { nameFromDate } from './fallback-name'
import { dateControl } from './date-control'
import { fromFile, toFile } from './front-matter'
import { refuseExpiredSignIn } from './signed-in'
import { DATE_WIDGET, FORMAT } from './widget-names'

export { FORMAT }

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
  registerWidget(name: string, control: unknown, preview: unknown): void
  registerEventListener(listener: {
    name: 'preSave'
    handler(event: { entry: { get(key: string): unknown } }): EntryData | Promise<undefined>
  }): void
}

/** The title as the site shows it and as the file name is made from it. */
export function trimTitle(data: EntryData): EntryData {
  const title = data.get('title')
  return typeof title === 'string' ? data.set('title', title.trim()) : data
}

type Page = {
  CMS: DecapSaving
  createClass: Parameters<typeof dateControl>[0]
  h: Parameters<typeof dateControl>[1]
}

export function registerSaving() {
  const { CMS: cms, createClass, h } = window as unknown as Page
  cms.registerWidget(DATE_WIDGET, dateControl(createClass, h), ({ value }: { value?: unknown }) =>
    h('span', null, typeof value === 'string' ? value : ''),
  )
  cms.registerCustomFormat(FORMAT, 'md', { fromFile, toFile })
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => nameFromDate(entry, trimTitle(entry.get('data') as EntryData)),
  })
  cms.registerEventListener({ name: 'preSave', handler: () => refuseExpiredSignIn() })
  cms.registerEventListener({ name: 'preSave', handler: refuseConflicts })
}
