// @vitest-environment node
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  parseContentFile,
  toBlogPost,
  toEvent,
  toProject,
  CONTENT_SCHEMA,
  type ContentField,
  type ContentSection,
} from '@osck/shared/build-kit'
import { PROPERTY_SEED } from '@osck/shared/testing'
import { readMarkdown } from '@osck/site-build/publish'
import { fromFile, toFile } from './save/front-matter'

/** Text organisers type: YAML's special characters, emoji and Luganda among plain words. */
const typed = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'Kampala',
        'Ssaabasajja',
        'Ŋŋaaŋŋa',
        'Webale nnyo!',
        'Oli otya?',
        '🎉',
        '👩🏾‍💻',
        ': ',
        ' #',
        '#1',
        '"',
        "'",
        '- ',
        '[x]',
        '{a}',
        '&anchor',
        '*alias',
        '!tag',
        '|',
        '>',
        '%',
        '@',
        '`',
        'true',
        'null',
        '42',
        '2026-01-01',
        '\\',
      ),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((parts) => parts.join(''))
  .filter((text) => text.trim() !== '')

const pad = (n: number) => String(n).padStart(2, '0')
const day = fc
  .record({
    y: fc.integer({ min: 2000, max: 2099 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${pad(m)}-${pad(d)}`)
const time = fc
  .record({ h: fc.integer({ min: 0, max: 23 }), min: fc.integer({ min: 0, max: 59 }) })
  .map(({ h, min }) => `${pad(h)}:${pad(min)}`)

/** What the editor's widget for a field can produce (config.ts), by kind. */
function widgetValue(field: ContentField): fc.Arbitrary<unknown> {
  if (field.options) return fc.constantFrom(...field.options)
  switch (field.kind) {
    case 'text':
      return typed
    case 'list':
      return fc.array(typed, { maxLength: 4 })
    case 'count':
      return fc.nat({ max: 100_000 })
    case 'flag':
      return fc.boolean()
    case 'date':
      return field.time ? fc.tuple(day, time).map(([d, t]) => `${d}T${t}`) : day
    case 'image':
      return fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,20}\.(jpg|png|webp)$/).map((file) => `/uploads/${file}`)
    case 'coordinates':
      // Degrees to six decimals (about 10 cm), as a map shows them.
      return fc
        .tuple(fc.integer({ min: -90e6, max: 90e6 }), fc.integer({ min: -180e6, max: 180e6 }))
        .map(([lat, lon]) => `${lat / 1e6}, ${lon / 1e6}`)
    case 'entries': {
      // Each item as the list widget writes it: its required fields always, the others when filled.
      const fields = field.fields ?? []
      const item = fc.record(Object.fromEntries(fields.map((sub) => [sub.name, widgetValue(sub)])), {
        requiredKeys: fields.filter((sub) => sub.required).map((sub) => sub.name),
      })
      return fc.array(item, { maxLength: 3 })
    }
    case 'group': {
      const fields = field.fields ?? []
      return fc.record(Object.fromEntries(fields.map((sub) => [sub.name, widgetValue(sub)])), {
        requiredKeys: [],
      })
    }
    case 'link':
    case 'web':
      return fc.stringMatching(/^[a-z0-9-]{1,20}$/).map((path) => `https://example.org/${path}?q=a#b`)
  }
}

const entry = (section: ContentSection) =>
  fc.record(Object.fromEntries(CONTENT_SCHEMA[section].map((field) => [field.name, widgetValue(field)])), {
    requiredKeys: ['title'],
  })

/**
 * Values as the site uses them: it trims text (normalize.ts), and the editor's YAML library drops
 * a plain scalar's trailing space (`"/ "` is written `/`).
 */
const trimmed = (frontmatter: Record<string, unknown>) =>
  JSON.parse(
    JSON.stringify(frontmatter, (_key, value: unknown) => (typeof value === 'string' ? value.trim() : value)),
  )

const NORMALISE = { blog: toBlogPost, events: toEvent, projects: toProject }

describe('schema → editor output → site parser', () => {
  it.each(Object.keys(CONTENT_SCHEMA) as ContentSection[])(
    '%s: every field the editor writes reads back identically, in the browser and at build',
    async (section) => {
      await fc.assert(
        fc.asyncProperty(
          entry(section),
          fc.constantFrom('', '## Heading\n\nA [link](https://osck.ug).\n'),
          async (data, body) => {
            const file = toFile({ ...data, body })
            // Saved again unchanged, an entry's file stays as it is.
            expect(toFile(fromFile(file))).toBe(file)
            const browser = await parseContentFile('entry.md', file)
            const build = readMarkdown('entry.md', file)
            if (!browser.ok || !build.ok) throw new Error(`not read back:\n${file}`)
            expect(trimmed(browser.item.frontmatter)).toEqual(trimmed(data))
            expect(trimmed(build.item.frontmatter)).toEqual(trimmed(data))
            expect(browser.item.content.trim()).toBe(body.trim())
            const expected = NORMALISE[section]({
              slug: 'entry',
              frontmatter: data,
              content: browser.item.content,
            })
            expect(NORMALISE[section](browser.item)).toEqual(expected)
          },
        ),
        { seed: PROPERTY_SEED, numRuns: 200 },
      )
    },
  )
})
