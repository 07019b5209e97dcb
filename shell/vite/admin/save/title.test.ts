// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { editorConfig } from '../config'
import { FORMAT, trimTitle } from './register'
import { TITLE_PATTERN } from './title'

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
  it('a title with no letter or digit is refused with a message naming what to do', () => {
    for (const title of ['   ', '🎉🎉', '👩🏾‍💻 🎉', '!!! ???', '—']) expect(accepted(title), title).toBe(false)
    for (const title of ['Hi', ' 🎉 Launch', 'Ŋŋaaŋŋa', 'Événement', '2026'])
      expect(accepted(title), title).toBe(true)
    expect(TITLE_PATTERN[1]).toMatch(/letter or number/)
  })

  it('every collection’s title field carries the pattern, and every collection saves key by key', () => {
    for (const collection of editorConfig().collections) {
      expect(collection.format).toBe(FORMAT)
      expect(collection.fields.find((field) => field.name === 'title')).toMatchObject({
        pattern: TITLE_PATTERN,
      })
      expect(
        collection.fields.filter((field) => 'pattern' in field && field.pattern === TITLE_PATTERN),
      ).toHaveLength(1)
    }
  })

  it('is trimmed before saving; other fields and non-text titles are left alone', () => {
    const trimmed = trimTitle(data({ title: '  Kampala meetup \n', date: '2026-01-01' }))
    expect([trimmed.get('title'), trimmed.get('date')]).toEqual(['Kampala meetup', '2026-01-01'])
    expect(trimTitle(data({})).get('title')).toBeUndefined()
  })
})
