// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fallbackFileName, FILE_NAME, nameFromDate } from './fallback-name'
import { SOURCE, toFile } from './front-matter'

interface Data {
  values: Record<string, unknown>
  get(key: string): unknown
  set(key: string, value: unknown): Data
}
const data = (values: Record<string, unknown>): Data => ({
  values,
  get: (key) => values[key],
  set: (key, value) => data({ ...values, [key]: value }),
})
const entry = (values: Record<string, unknown>) => ({ get: (key: string) => values[key] })
const today = new Date('2026-11-28T10:00:00Z')

describe('a title with no letter or digit', () => {
  it('names the file from the date: its day, else today', () => {
    expect(fallbackFileName('events', '🎉🎉', '2026-12-05T17:00', today)).toBe('event-2026-12-05')
    expect(fallbackFileName('blog', '!!!', '2026-12-05', today)).toBe('post-2026-12-05')
    expect(fallbackFileName('projects', '—', undefined, today)).toBe('project-2026-11-28')
    expect(fallbackFileName('blog', '👩🏾‍💻 🎉', '', today)).toBe('post-2026-11-28')
  })

  it('leaves a title that names its file, an empty title and other collections alone', () => {
    for (const title of ['Hi 🎉', 'Événement', '2026', 'Ŋŋ', '', '   ', undefined])
      expect(fallbackFileName('events', title, '2026-12-05', today), String(title)).toBeUndefined()
    expect(fallbackFileName('settings', '!!!', '2026-12-05', today)).toBeUndefined()
  })

  it('is added before saving a new entry only, and never written into the file', () => {
    const named = nameFromDate(
      entry({ newRecord: true, collection: 'events' }),
      data({ title: '🎉🎉', date: '2026-12-05' }),
    )
    expect(named.get(FILE_NAME)).toBe('event-2026-12-05')
    const existing = nameFromDate(entry({ newRecord: false, collection: 'events' }), data({ title: '🎉🎉' }))
    expect(existing.get(FILE_NAME)).toBeUndefined()
    const values = (named as Data).values
    expect(toFile(values, ['title', 'date'])).toBe('---\ntitle: 🎉🎉\ndate: 2026-12-05\n---\n')
    const source = '---\ntitle: Old\n---\n'
    expect(toFile({ ...values, [SOURCE]: source, date: undefined })).toBe('---\ntitle: 🎉🎉\n---\n')
  })
})
