import fc from 'fast-check'
import type { ContentItem } from '../content/types'

/**
 * Generators for property-based tests of content: front matter as authors (and attackers) write
 * it, where every field may hold any JSON-ish value, and markdown bodies. One fixed seed so a
 * failure is reproduced by re-running the same test.
 */
export const PROPERTY_SEED = 20_251_125

/** Values authors write by mistake, and hostile ones, mixed into the random ones. */
const AWKWARD = [
  '',
  '   ',
  'design',
  'design, ux',
  'about 40',
  '-3',
  '1e400',
  'yes',
  'TRUE',
  '2025-13-45',
  '2025-02-30',
  '2026-01-01T18:00',
  'not a date',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'public/uploads/missing.png',
  './uploads/x.png',
  'https://unreachable.invalid/photo.png',
  '//cdn.example.org/a.png',
  'mailto:team@example.org',
  '<img src=x onerror=alert(1)>',
  '__proto__',
  'constructor',
  'toString',
  '\u202eevil',
  '😀 emoji',
]

const longText = fc.string({ minLength: 4500, maxLength: 5000 })

/** Any value YAML can give: scalars, lists, nested objects, null, awkward and long strings. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...AWKWARD) },
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 2, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.constantFrom(...AWKWARD), fc.integer(), fc.constant(null))) },
  { weight: 1, arbitrary: fc.constantFrom(null, undefined, true, false, 0, 42, -1, Number.NaN, 1.5) },
  { weight: 1, arbitrary: longText },
)

/** URLs: hostile or awkward half of the time, so every run meets some. */
const anyUrl: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...AWKWARD.filter((value) => value.includes(':') || value.includes('/'))),
  anyValue,
)

const FIELDS = [
  'title',
  'date',
  'description',
  'author',
  'image',
  'category',
  'tags',
  'featured',
  'location',
  'attendees',
  'status',
  'link',
  'collaborators',
  'starCount',
  'startDate',
  'endDate',
] as const

/** Every known field optional and of any type, plus a few unknown keys. */
export const anyFrontMatter: fc.Arbitrary<Record<string, unknown>> = fc
  .tuple(
    fc.record(
      Object.fromEntries(
        FIELDS.map((field) => [field, /^(link|image)$/.test(field) ? anyUrl : anyValue]),
      ) as Record<string, fc.Arbitrary<unknown>>,
      {
        requiredKeys: [],
      },
    ),
    fc.dictionary(fc.string({ maxLength: 12 }), anyValue, { maxKeys: 3 }),
  )
  .map(([known, extra]) => ({ ...extra, ...known }))

const MARKDOWN_BITS = [
  '# Heading',
  '## Sub',
  '![](uploads/missing.png)',
  '![x](javascript:alert(1))',
  '[link](JaVaScRiPt:alert(1))',
  '[ok](https://example.org)',
  '[rel](/blog/other)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '```js\nconst a = 1\n```',
  '| a | b |\n|---|---|\n| 1 | 2 |',
  '> quote',
  '- item\n- item',
  '1. one',
  '***',
  '[ref]: javascript:alert(1)',
  '![ref][ref]',
]

/** Markdown bodies: random text mixed with constructs the renderer must handle. */
export const anyBody: fc.Arbitrary<string> = fc
  .array(fc.oneof(fc.constantFrom(...MARKDOWN_BITS), fc.string({ maxLength: 80 })), { maxLength: 8 })
  .map((parts) => parts.join('\n\n'))

export const anySlug: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('a', 'my-post', 'with space', '%2e%2e', '1'),
  fc.string({ minLength: 1, maxLength: 30 }),
)

export const anyContentItem: fc.Arbitrary<ContentItem> = fc.record({
  slug: anySlug,
  frontmatter: anyFrontMatter,
  content: anyBody,
})

/** Runs `predicate` on `runs` generated values with the fixed seed; throws the shrunk counterexample. */
export function assertProperty<T>(
  arbitrary: fc.Arbitrary<T>,
  predicate: (value: T) => void,
  runs: number,
): void {
  fc.assert(fc.property(arbitrary, predicate), { seed: PROPERTY_SEED, numRuns: runs })
}

export { fc }
