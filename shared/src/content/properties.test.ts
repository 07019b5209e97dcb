import { describe, expect, it } from 'vitest'
import { siteConfig } from '../site-config'
import { anyBody, anyContentItem, anyFrontMatter, assertProperty, fc } from '../testing/content-arbitraries'
import { loadFullYaml } from './full-yaml'
import {
  formatDate,
  getCategories,
  getTags,
  initials,
  isUpcoming,
  parseDate,
  sortByDateAsc,
  sortByDateDesc,
  statusColor,
} from './helpers'
import { BLOG_SEARCH_FIELDS, EVENT_SEARCH_FIELDS, PROJECT_SEARCH_FIELDS, searchItems } from './search'
import { toBlogPost, toEvent, toProject } from './normalize'
import { parseMarkdownFile } from './parse'
import { SAFE_PROTOCOLS, urlProtocol } from './safe-url'
import { parseSimpleYaml } from './simple-yaml'
import type { ContentItem } from './types'

const RUNS = 300

/** A well-formed item that must survive next to any number of arbitrary ones. */
const VALID: ContentItem = {
  slug: 'the-valid-one',
  frontmatter: { title: 'Zebra Valid Item', date: '2025-06-01', tags: ['kept'], category: 'Kept' },
  content: 'Body.',
}
const others = fc.array(anyContentItem, { maxLength: 6 })
const withValid = fc.tuple(others, fc.nat()).map(([items, at]) => {
  const list = [...items]
  list.splice(at % (list.length + 1), 0, VALID)
  return list
})

const NORMALISERS = { blog: toBlogPost, events: toEvent, projects: toProject }
const FIELDS = { blog: BLOG_SEARCH_FIELDS, events: EVENT_SEARCH_FIELDS, projects: PROJECT_SEARCH_FIELDS }

function expectSortedWithBadDatesLast(sorted: readonly { date?: string }[], direction: 1 | -1) {
  const times = sorted.map((item) => (item.date ? parseDate(item.date)?.getTime() : undefined))
  const firstBad = times.findIndex((t) => t === undefined)
  if (firstBad !== -1) expect(times.slice(firstBad).every((t) => t === undefined)).toBe(true)
  const good = times.filter((t): t is number => t !== undefined)
  good.slice(1).forEach((t, i) => expect((t - good[i]!) * direction).toBeGreaterThanOrEqual(0))
}

// CPU-bound: on a busy machine the runs take longer than the default 20 s.
describe('any front matter survives (property-based, fixed seed)', { timeout: 90_000 }, () => {
  it('reading any file text never throws: it is read or skipped with a reason', () => {
    const fileText = fc
      .tuple(anyFrontMatter, anyBody, fc.boolean())
      .map(([frontmatter, body, asJson]) =>
        asJson ? `---\n${JSON.stringify(frontmatter)}\n---\n${body}` : `---\n${yamlOf(frontmatter)}\n---\n${body}`,
      )
    assertProperty(fc.oneof(fileText, fc.string()), (text) => {
      for (const reader of [loadFullYaml, (source: string) => parseSimpleYaml(source) ?? {}]) {
        const result = parseMarkdownFile('any.md', text, reader)
        if (!result.ok) expect(result.error).not.toBe('')
        else expect(typeof toBlogPost(result.item).title).toBe('string')
      }
    }, RUNS)
  })

  it('normalising gives well-typed items; URLs pass the allow-list', () => {
    assertProperty(anyContentItem, (item) => {
      const post = toBlogPost(item)
      const event = toEvent(item)
      const project = toProject(item)
      for (const value of [post.title, post.date, post.author, post.category, event.location, project.status])
        expect(typeof value).toBe('string')
      for (const list of [post.tags, project.tags, project.collaborators])
        expect(list.every((entry) => typeof entry === 'string' && entry.trim() === entry && entry !== '')).toBe(true)
      if (event.attendees !== undefined) expect(Number.isFinite(event.attendees) && event.attendees >= 0).toBe(true)
      expect(typeof post.featured).toBe('boolean')
      if (project.link !== undefined)
        expect(SAFE_PROTOCOLS as readonly (string | undefined)[]).toContain(urlProtocol(project.link))
      for (const image of [post.image, event.image, project.image]) {
        const protocol = urlProtocol(image)
        expect(image === siteConfig.logo || protocol === undefined || protocol === 'http' || protocol === 'https').toBe(true)
      }
    }, RUNS)
  })

  it.each(['blog', 'events', 'projects'] as const)(
    '%s: searching, filtering and sorting never throw and keep the valid item listed',
    (section) => {
      const normalise = NORMALISERS[section] as (item: ContentItem) => { title: string; date?: string }
      assertProperty(fc.tuple(withValid, fc.oneof(fc.string(), fc.constantFrom('zebra', 'KEPT'))), ([items, query]) => {
        const list = items.map(normalise)
        const valid = list.find((entry) => entry.title === 'Zebra Valid Item')
        expect(valid).toBeDefined()
        const fields = FIELDS[section] as readonly (keyof (typeof list)[number])[]
        searchItems(list, query, fields)
        expect(searchItems(list, '', fields)).toHaveLength(list.length)
        expect(searchItems(list, 'zebra valid', fields)).toContain(valid)
        expect(getCategories(list as { category?: string }[])[0]).toBe('All')
        expect(getTags(list as { tags?: string[] }[])).toContain(section === 'events' ? 'All' : 'kept')
        for (const [sort, direction] of [
          [sortByDateDesc, -1],
          [sortByDateAsc, 1],
        ] as const) {
          const sorted = sort(list)
          expect(sorted).toHaveLength(list.length)
          expect(sorted).toContain(valid)
          expectSortedWithBadDatesLast(sorted, direction)
        }
        for (const entry of list) {
          formatDate(entry.date ?? '')
          isUpcoming(entry.date ?? '')
          initials(entry.title)
          statusColor(entry.title)
        }
      }, RUNS)
    },
  )
})

/** A rough YAML writer: enough to reach the simple reader and js-yaml with odd values. */
function yamlOf(frontmatter: Record<string, unknown>): string {
  return Object.entries(frontmatter)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('\n')
}
