import '@osck/shared/markdown'
import { toEvent, type ContentItem } from '@osck/shared'
import { anyContentItem, assertProperty, assertRendersSafely, fc } from '@osck/shared/testing'
import { describe, expect, it } from 'vitest'
import { NOW } from '../../test/fixtures'
import { EventCard } from './EventCard'
import { EventDetail } from './EventDetail'
import { filterEvents, DEFAULT_FILTERS, selectFeatured, selectSuggestions, splitEvents } from './event-logic'

/** Enough runs to meet every kind of generated value, few enough for a busy 2-core machine. */
const RENDER_RUNS = 30

const VALID: ContentItem = {
  slug: 'valid',
  frontmatter: { title: 'Valid Event', date: '2026-07-01', location: 'Kampala' },
  content: 'Body.',
}

// CPU-bound: on a busy machine the renders take longer than the default 20 s.
describe('any front matter survives the events (property-based, fixed seed)', { timeout: 90_000 }, () => {
  it('a card and the detail page render, with no script URL', () => {
    assertRendersSafely(
      (item) => {
        const event = toEvent(item)
        return [<EventCard event={event} />, <EventDetail event={event} />]
      },
      { runs: RENDER_RUNS, role: 'article' },
    )
  })

  it('every event is in exactly one tab; the valid one stays listed, filtered and suggested', () => {
    assertProperty(
      fc.array(anyContentItem, { maxLength: 8 }),
      (items) => {
        const events = [...items, VALID].map(toEvent)
        const valid = events.at(-1)!
        const { upcoming, past } = splitEvents(events, NOW)
        expect(upcoming.length + past.length).toBe(events.length)
        expect(upcoming).toContain(valid)
        // An event whose date cannot be read stays listed, under Past Events.
        for (const event of events) expect(upcoming.includes(event) !== past.includes(event)).toBe(true)
        expect(filterEvents(events, DEFAULT_FILTERS)).toHaveLength(events.length)
        expect(filterEvents(events, { ...DEFAULT_FILTERS, q: 'valid event', location: 'Kampala' })).toContain(
          valid,
        )
        expect(selectFeatured(events, NOW).length).toBeGreaterThan(0)
        selectSuggestions(events, valid)
      },
      300,
    )
  })
})
