import { ALL, LIMITS } from '@osck/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EVENTS, makeEvent, NOW } from '../../test/fixtures'
import {
  carouselLoops,
  carouselState,
  categoryChips,
  countHeading,
  DEFAULT_FILTERS,
  filterEvents,
  hasActiveFilters,
  locationChips,
  selectFeatured,
  selectSuggestions,
  showingLine,
  splitEvents,
  stepCarousel,
} from './event-logic'

const slugs = (events: { slug: string }[]) => events.map((event) => event.slug)

describe('splitEvents', () => {
  afterEach(() => vi.useRealTimers())

  it('splits upcoming and past, each newest first', () => {
    const { upcoming, past } = splitEvents(EVENTS, NOW)
    expect(slugs(upcoming)).toEqual(['far', 'later', 'soon'])
    expect(slugs(past)).toEqual(['recent', 'old'])
  })

  it('keeps a date-only event upcoming through its own day, past the day after', () => {
    vi.useFakeTimers()
    const today = makeEvent('today', { date: '2026-06-15' })
    vi.setSystemTime(new Date(2026, 5, 15, 23, 59))
    expect(slugs(splitEvents([today]).upcoming)).toEqual(['today'])
    vi.setSystemTime(new Date(2026, 5, 16, 0, 1))
    expect(slugs(splitEvents([today]).past)).toEqual(['today'])
  })

  it('treats an event with a time as past once the time has gone', () => {
    const evening = makeEvent('evening', { date: '2026-06-15T11:30' })
    expect(slugs(splitEvents([evening], NOW).past)).toEqual(['evening'])
  })
})

describe('selectFeatured', () => {
  it('takes the first 3 upcoming events, soonest first', () => {
    const extra = makeEvent('extra', { date: '2026-09-01' })
    expect(slugs(selectFeatured([...EVENTS, extra], NOW))).toEqual(['soon', 'later', 'far'])
  })

  it('takes the 3 newest overall when none is upcoming', () => {
    const past = [
      makeEvent('a', { date: '2025-01-01' }),
      makeEvent('b', { date: '2026-03-01' }),
      makeEvent('c', { date: '2025-12-01' }),
      makeEvent('d', { date: '2026-05-01' }),
    ]
    expect(slugs(selectFeatured(past, NOW))).toEqual(['d', 'b', 'c'])
  })

  it('returns fewer than 3 when fewer exist, and never more than LIMITS.featuredEvents', () => {
    expect(slugs(selectFeatured([EVENTS[1]!], NOW))).toEqual(['later'])
    expect(selectFeatured([], NOW)).toEqual([])
    expect(selectFeatured(EVENTS, NOW).length).toBeLessThanOrEqual(LIMITS.featuredEvents)
  })
})

describe('carousel rule', () => {
  it('loops only with more than 3 slides', () => {
    expect(carouselLoops(3)).toBe(false)
    expect(carouselLoops(4)).toBe(true)
  })

  it('with 3 slides: prev disabled at the start, next disabled at the end, no wrap', () => {
    expect(carouselState(0, 3)).toEqual({ canPrev: false, canNext: true })
    expect(carouselState(1, 3)).toEqual({ canPrev: true, canNext: true })
    expect(carouselState(2, 3)).toEqual({ canPrev: true, canNext: false })
    expect(stepCarousel(2, 3, 1)).toBe(2)
    expect(stepCarousel(0, 3, -1)).toBe(0)
    expect(stepCarousel(0, 3, 1)).toBe(1)
  })

  it('with more than 3 slides: both buttons always on, wraps around', () => {
    expect(carouselState(0, 4)).toEqual({ canPrev: true, canNext: true })
    expect(stepCarousel(3, 4, 1)).toBe(0)
    expect(stepCarousel(0, 4, -1)).toBe(3)
  })

  it('with one slide or none: nothing to move to', () => {
    expect(carouselState(0, 1)).toEqual({ canPrev: false, canNext: false })
    expect(carouselState(0, 0)).toEqual({ canPrev: false, canNext: false })
    expect(stepCarousel(0, 1, 1)).toBe(0)
  })
})

describe('selectSuggestions', () => {
  it('puts the same category first, then others, never the current one, max 3', () => {
    const current = EVENTS[0]! // Workshop
    const result = selectSuggestions(EVENTS, current)
    expect(result).toHaveLength(LIMITS.eventSuggestions)
    expect(result[0]!.slug).toBe('recent')
    expect(slugs(result)).not.toContain('soon')
  })

  it('fills with other categories newest first', () => {
    const current = EVENTS[4]! // Conference, the only one
    expect(slugs(selectSuggestions(EVENTS, current))).toEqual(['far', 'later', 'soon'])
  })

  it('gives nothing when the event is the only one', () => {
    expect(selectSuggestions([EVENTS[0]!], EVENTS[0]!)).toEqual([])
  })
})

describe('chips', () => {
  const many = ['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((letter, index) =>
    makeEvent(`e${index}`, { category: `Cat ${letter}`, location: `Place ${letter}` }),
  )

  it('category chips: All first, then the first 5 categories', () => {
    expect(categoryChips(many)).toEqual([ALL, 'Cat A', 'Cat B', 'Cat C', 'Cat D', 'Cat E'])
  })

  it('location chips: All first, then the first 3 distinct locations', () => {
    expect(locationChips(many)).toEqual([ALL, 'Place A', 'Place B', 'Place C'])
    expect(locationChips(EVENTS)).toEqual([ALL, 'Outbox Hub', 'Online', 'Makerere University'])
  })

  it('only All when there are no events', () => {
    expect(categoryChips([])).toEqual([ALL])
    expect(locationChips([])).toEqual([ALL])
  })
})

describe('filterEvents', () => {
  it('keeps everything with the default filters', () => {
    expect(filterEvents(EVENTS, DEFAULT_FILTERS)).toHaveLength(EVENTS.length)
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false)
  })

  it('searches title, description, location and category case-insensitively', () => {
    expect(slugs(filterEvents(EVENTS, { ...DEFAULT_FILTERS, q: 'hACKathon' }))).toEqual(['far'])
    expect(slugs(filterEvents(EVENTS, { ...DEFAULT_FILTERS, q: 'innovation' }))).toEqual(['recent'])
  })

  it('combines search, category and location with AND', () => {
    const filters = { q: 'workshop', category: 'Workshop', location: 'Outbox Hub' }
    expect(slugs(filterEvents(EVENTS, filters))).toEqual(['soon'])
    expect(hasActiveFilters(filters)).toBe(true)
    expect(filterEvents(EVENTS, { ...filters, location: 'Online' })).toEqual([])
  })

  it('matches events without a category under Uncategorized', () => {
    const plain = makeEvent('plain', { category: undefined })
    expect(
      slugs(filterEvents([plain, EVENTS[0]!], { ...DEFAULT_FILTERS, category: 'Uncategorized' })),
    ).toEqual(['plain'])
  })
})

describe('count texts', () => {
  it('singular and plural headings', () => {
    expect(countHeading(3, 'upcoming')).toBe('3 Upcoming Events')
    expect(countHeading(1, 'upcoming')).toBe('1 Upcoming Event')
    expect(countHeading(0, 'upcoming')).toBe('0 Upcoming Events')
    expect(countHeading(2, 'past')).toBe('2 Past Events')
    expect(countHeading(1, 'past')).toBe('1 Past Event')
  })

  it('Showing X of Y only when the list is narrowed', () => {
    expect(showingLine(1, 3)).toBe('Showing 1 of 3 events')
    expect(showingLine(0, 2)).toBe('Showing 0 of 2 events')
    expect(showingLine(3, 3)).toBeUndefined()
  })
})
