/**
 * A title with no letter or digit ("!!!", "🎉🎉") would make an empty file name: the slug is ASCII
 * with accents cleaned (config.ts), and GitHub refuses an empty one. Such a new entry is named from
 * its date instead, `event-2026-12-05` (Decap adds -1, -2… when taken): the preSave listener puts
 * the name under FILE_NAME, the collection's slug template appends it to the title's slug (empty
 * for such a title, and FILE_NAME absent for any other), and the file format never writes it.
 */
import type { ContentSection } from '@osck/shared/build-kit'

export const FILE_NAME = 'osckFileName'

/** The collections' slug template (config.ts). */
export const SLUG_TEMPLATE = `{{slug}}{{fields.${FILE_NAME}}}`

const SINGULAR: Record<ContentSection, string> = { blog: 'post', events: 'event', projects: 'project' }

/** A letter or digit Decap's slug keeps (a Latin letter with an accent loses only the accent). */
export const hasNameCharacter = (title: string) => /[A-Za-z0-9\u00C0-\u024F]/.test(title)

/** The name from the entry's date (its day, else `today`), or undefined when the title names it. */
export function fallbackFileName(
  section: string,
  title: unknown,
  date: unknown,
  today: Date = new Date(),
): string | undefined {
  if (typeof title !== 'string' || !title.trim() || hasNameCharacter(title)) return undefined
  if (!(section in SINGULAR)) return undefined
  const day = typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date) ? date.slice(0, 10) : undefined
  return `${SINGULAR[section as ContentSection]}-${day ?? today.toISOString().slice(0, 10)}`
}

interface EntryData {
  get(key: string): unknown
  set(key: string, value: unknown): EntryData
}
interface Entry {
  get(key: string): unknown
}

/** The preSave step: a new entry whose title cannot name its file gets FILE_NAME. */
export function nameFromDate(entry: Entry, data: EntryData): EntryData {
  if (!entry.get('newRecord')) return data
  const name = fallbackFileName(String(entry.get('collection')), data.get('title'), data.get('date'))
  return name ? data.set(FILE_NAME, name) : data
}

/** The preview's notice for such a title: where the entry will be, and why. */
export const fallbackNotice = (section: string, name: string) =>
  `This title has no letter or number, so the page's address is made from the date: /${section}/${name} (-1, -2… if it is taken).`
