import { createEvents, type EventAttributes } from 'ics'
import { absoluteUrl, type CommunityEvent, eventMeta, eventPeriod, siteConfig } from '@osck/shared/build-kit'

const PRODUCT_ID = 'osck/events'
/** SEQUENCE counts minutes since this moment: a later change of the file, a higher number. */
const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1)

/** An event and when its file last changed (its last commit, else the file's own time). */
export interface CalendarEntry {
  item: CommunityEvent
  modified: Date
}

/**
 * One VEVENT per event. A date without a time is an all-day event (DTSTART;VALUE=DATE); a time
 * is Kampala's wall clock, written in UTC so every calendar shows the same instant. The UID is the
 * slug's, so it never changes; LAST-MODIFIED (and DTSTAMP) is when the file last changed and
 * SEQUENCE grows with it, so a calendar that imported the event replaces it when it changes.
 * An event whose date cannot be read has no place in a calendar and is left out.
 */
export function eventAttributes(
  { item: event, modified }: CalendarEntry,
  origin: string,
): EventAttributes | undefined {
  const period = eventPeriod(event)
  if (!period) return undefined
  const url = absoluteUrl(eventMeta(event).path, origin)
  const common = {
    uid: `${event.slug}@${new URL(origin).hostname}`,
    title: event.title,
    description: event.description || undefined,
    location: [event.location, event.address].filter(Boolean).join(', ') || undefined,
    geo: event.coordinates,
    url,
    status: 'CONFIRMED' as const,
    categories: event.category ? [event.category] : undefined,
    productId: PRODUCT_ID,
    sequence: Math.max(0, Math.floor((modified.getTime() - SEQUENCE_EPOCH) / 60_000)),
    lastModified: modified.getTime(),
    timestamp: modified.getTime(),
  }
  if (period.allDay) return { ...common, start: period.start, end: period.endExclusive }
  const utc = {
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
  } as const
  return { ...common, ...utc, start: period.start, end: period.end }
}

function calendar(events: EventAttributes[], name: string): string {
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, calName: name })
  if (error || !value) throw error ?? new Error('ics wrote no calendar')
  return value
}

/** `/events.ics` (every event, to subscribe to) and one `.ics` per event, by slug. */
export function eventCalendars(events: CalendarEntry[], origin: string) {
  const entries = events.flatMap((entry) => {
    const attributes = eventAttributes(entry, origin)
    return attributes ? [{ slug: entry.item.slug, attributes }] : []
  })
  return {
    all: calendar(
      entries.map((e) => e.attributes),
      `${siteConfig.name} events`,
    ),
    perEvent: entries.map(({ slug, attributes }) => ({
      slug,
      ics: calendar([attributes], attributes.title ?? slug),
    })),
  }
}
