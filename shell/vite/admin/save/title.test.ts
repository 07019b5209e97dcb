// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { editorConfig } from '../config'
import { FORMAT, trimTitle } from './register'
import { TITLE_PATTERN, titlePattern } from './title'

/** Decap's check of a string field's pattern: `RegExp(pattern).test(value)`. */
const accepted = (title: string) => RegExp(TITLE_PATTERN[0]!).test(title)

/** Decap's entry data as the preSave listener gets it (an Immutable Map). */
const data = (values: Record<string, unknown>) => ({
  get: (key: string) => values[key],
  set(key: string, value: unknown) {
    return data({ ...values, [key]: value })
  },
})

describe('titles', () => {
  it('a title of spaces alone is refused with a message; emoji or punctuation alone is a title', () => {
    for (const title of ['   ', '\n\t']) expect(accepted(title), JSON.stringify(title)).toBe(false)
    for (const title of ['Hi', ' 🎉 Launch', 'Ŋŋaaŋŋa', 'Événement', '2026', '🎉🎉', '!!! ???', '—'])
      expect(accepted(title), title).toBe(true)
    expect(TITLE_PATTERN[1]).toMatch(/spaces alone/)
  })

  it('every collection’s title field carries its pattern, and every collection saves key by key', () => {
    for (const collection of editorConfig().collections.filter((c) => 'folder' in c)) {
      expect(collection.format).toBe(FORMAT)
      const title = collection.fields.find((field) => field.name === 'title')
      expect(title?.pattern).toEqual(expect.arrayContaining([expect.stringContaining(TITLE_PATTERN[0]!)]))
      expect(
        collection.fields.filter(
          (field) => 'pattern' in field && String(field.pattern).includes(TITLE_PATTERN[1]!),
        ),
      ).toHaveLength(1)
    }
  })

  it('refuses a title that would name the file after a fixed page of its section, naming the page', () => {
    const [pattern, message] = titlePattern('events', ['past', 'zz-fixture-archive'])
    const ok = (title: string) => RegExp(pattern).test(title)
    for (const title of ['Past', 'PAST', ' past! ', 'ZZ fixture archive', 'zz-fixture-archive', '  '])
      expect(ok(title), title).toBe(false)
    for (const title of ['Past meetups recap', 'Pasta night', 'The past', 'zz fixture'])
      expect(ok(title), title).toBe(true)
    expect(message).toContain('/events/past, /events/zz-fixture-archive')
    // The events editor reads the site's own: /events/past is a page of its own.
    const events = editorConfig()
      .collections.filter((c) => 'folder' in c)
      .find((c) => c.name === 'events')!
    const eventsTitle = events.fields.find((field) => field.name === 'title')!
    expect(RegExp((eventsTitle.pattern as string[])[0]!).test('Past')).toBe(false)
    expect(titlePattern('blog', [])).toEqual([...TITLE_PATTERN])
  })

  it('is trimmed before saving; other fields and non-text titles are left alone', () => {
    const trimmed = trimTitle(data({ title: '  Kampala meetup \n', date: '2026-01-01' }))
    expect([trimmed.get('title'), trimmed.get('date')]).toEqual(['Kampala meetup', '2026-01-01'])
    expect(trimTitle(data({})).get('title')).toBeUndefined()
  })
})
