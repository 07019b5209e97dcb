import { createEvents, type EventAttributes } from 'ics'
import {
  absoluteUrl,
  type CommunityEvent,
  eventMeta,
  eventTime,
  siteConfig,
  TIMED_EVENT_HOURS,
} from '@osck/shared/build-kit'

const PRODUCT_ID = 'osck/events'

/** The Kampala calendar day of an instant (UTC+3). */
const kampalaDay = (instant: Date) => {
  const local = new Date(instant.getTime() + 3 * 3_600_000)
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() }
}

/**
 * One VEVENT per event. A date without a time is an all-day event (DTSTART;VALUE=DATE); a time
 * is Kampala's wall clock, written in UTC so every calendar shows the same instant.
 * An event whose date cannot be read has no place in a calendar and is left out.
 */
export function eventAttributes(event: CommunityEvent, origin: string): EventAttributes | undefined {
  const time = eventTime(event.date)
  if (!time) return undefined
  const url = absoluteUrl(eventMeta(event).path, origin)
  const end = event.end ? eventTime(event.end) : undefined
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
  }
  if (time.allDay) {
    // DTEND of an all-day event is the day after its last day; an `end` with a time ends that day.
    const last = end ? (end.allDay ? end : kampalaDay(end.instant)) : time
    const next = new Date(Date.UTC(last.year, last.month - 1, last.day + 1))
    return {
      ...common,
      start: [time.year, time.month, time.day],
      end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()],
    }
  }
  const timed = {
    ...common,
    start: time.instant.getTime(),
    startInputType: 'utc' as const,
    startOutputType: 'utc' as const,
  }
  if (!end) return { ...timed, duration: { hours: TIMED_EVENT_HOURS } }
  const finish = end.allDay
    ? Date.UTC(end.year, end.month - 1, end.day + 1) - 3 * 3_600_000
    : end.instant.getTime()
  return { ...timed, end: finish, endInputType: 'utc', endOutputType: 'utc' }
}

function calendar(events: EventAttributes[], name: string): string {
  const { error, value } = createEvents(events, { productId: PRODUCT_ID, calName: name })
  if (error || !value) throw error ?? new Error('ics wrote no calendar')
  return value
}

/** `/events.ics` (every event, to subscribe to) and one `.ics` per event, by slug. */
export function eventCalendars(events: CommunityEvent[], origin: string) {
  const entries = events.flatMap((event) => {
    const attributes = eventAttributes(event, origin)
    return attributes ? [{ slug: event.slug, attributes }] : []
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
