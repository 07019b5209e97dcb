/** Pure rules of the events section: split, featured, carousel, suggestions, chips, filters, counts. */
import {
  ALL,
  EVENT_SEARCH_FIELDS,
  getCategories,
  isUpcoming,
  LIMITS,
  searchItems,
  sortByDateAsc,
  sortByDateDesc,
  type CommunityEvent,
} from '@osck/shared'

export type EventTab = 'upcoming' | 'past'

/** Upcoming (date now or later) and past events, each sorted newest first. */
export function splitEvents(
  events: readonly CommunityEvent[],
  now: Date = new Date(),
): Record<EventTab, CommunityEvent[]> {
  const upcoming = events.filter((event) => isUpcoming(event.date, now))
  const past = events.filter((event) => !isUpcoming(event.date, now))
  return { upcoming: sortByDateDesc(upcoming), past: sortByDateDesc(past) }
}

/** The first upcoming events (soonest first) or, when none is upcoming, the newest overall. */
export function selectFeatured(
  events: readonly CommunityEvent[],
  now: Date = new Date(),
  limit: number = LIMITS.featuredEvents,
): CommunityEvent[] {
  const upcoming = sortByDateAsc(events.filter((event) => isUpcoming(event.date, now)))
  return (upcoming.length > 0 ? upcoming : sortByDateDesc(events)).slice(0, limit)
}

/** The carousel loops only when it holds more than LIMITS.featuredEvents slides. */
export function carouselLoops(count: number): boolean {
  return count > LIMITS.featuredEvents
}

export interface CarouselState {
  canPrev: boolean
  canNext: boolean
}

export function carouselState(index: number, count: number): CarouselState {
  if (count <= 1) return { canPrev: false, canNext: false }
  const loops = carouselLoops(count)
  return { canPrev: loops || index > 0, canNext: loops || index < count - 1 }
}

/** The slide after a step of +1 / -1; stays put at the ends unless the carousel loops. */
export function stepCarousel(index: number, count: number, step: 1 | -1): number {
  if (count <= 1) return 0
  const next = index + step
  if (carouselLoops(count)) return (next + count) % count
  return Math.min(Math.max(next, 0), count - 1)
}

/** Up to LIMITS.eventSuggestions other events: same category first (newest first), then the rest. */
export function selectSuggestions(
  events: readonly CommunityEvent[],
  current: CommunityEvent,
  limit: number = LIMITS.eventSuggestions,
): CommunityEvent[] {
  const others = events.filter((event) => event.slug !== current.slug)
  const sameCategory = (event: CommunityEvent) =>
    Boolean(current.category) && event.category === current.category
  const same = sortByDateDesc(others.filter(sameCategory))
  const rest = sortByDateDesc(others.filter((event) => !sameCategory(event)))
  return [...same, ...rest].slice(0, limit)
}

/** 'All' plus the first LIMITS.eventCategoryChips categories (shared helper: missing is 'Uncategorized'). */
export function categoryChips(events: readonly CommunityEvent[]): string[] {
  return getCategories(events).slice(0, LIMITS.eventCategoryChips + 1)
}

/** 'All' plus the first LIMITS.eventLocationChips distinct locations. */
export function locationChips(events: readonly CommunityEvent[]): string[] {
  const locations = [...new Set(events.map((event) => event.location).filter(Boolean))]
  return [ALL, ...locations.slice(0, LIMITS.eventLocationChips)]
}

export interface EventFilters {
  q: string
  category: string
  location: string
}

/** The filters chosen from a list of values (chips), beside the search. */
export type EventChoice = 'category' | 'location'

export const DEFAULT_FILTERS: EventFilters = { q: '', category: ALL, location: ALL }

export function hasActiveFilters({ q, category, location }: EventFilters): boolean {
  return q.trim() !== '' || category !== ALL || location !== ALL
}

/** Search AND category AND location. */
export function filterEvents(
  events: readonly CommunityEvent[],
  { q, category, location }: EventFilters,
): CommunityEvent[] {
  return searchItems(events, q, EVENT_SEARCH_FIELDS).filter(
    (event) =>
      (category === ALL || (event.category || 'Uncategorized') === category) &&
      (location === ALL || event.location === location),
  )
}

/** '3 Upcoming Events' / '1 Upcoming Event', '2 Past Events' / '1 Past Event'. */
export function countHeading(count: number, tab: EventTab): string {
  const label = tab === 'upcoming' ? 'Upcoming' : 'Past'
  return `${count} ${label} ${count === 1 ? 'Event' : 'Events'}`
}

/** 'Showing X of Y events' when the filters narrow the tab's list; undefined otherwise. */
export function showingLine(shown: number, total: number): string | undefined {
  return shown < total ? `Showing ${shown} of ${total} events` : undefined
}

/** 'Upcoming' / 'Past' (cards) or 'Upcoming Event' / 'Past Event' (detail). */
export function eventStatusLabel(date: string, long = false): string {
  return `${isUpcoming(date) ? 'Upcoming' : 'Past'}${long ? ' Event' : ''}`
}

export function attendeesLabel(attendees: number): string {
  return `${attendees} ${attendees === 1 ? 'attendee' : 'attendees'}`
}
