import { formatDate, parseDate } from '../content/helpers'
import { eventTime, KAMPALA_OFFSET_MINUTES, kampalaWall } from '../meta/kampala-time'

/** The label of Kampala's time zone (East Africa Time, UTC+3 all year). */
export const KAMPALA_ZONE = 'EAT'

/** `6:30 PM` of a `YYYY-MM-DDTHH:MM` wall clock. */
const clock = (wall: string) => formatDate(wall).replace(/^.* at /, '')

/** "February 20, 2027 at 6:00 PM – 8:30 PM" (an end on another day is written in full). */
function span(start: string, end: string | undefined): string {
  const from = formatDate(start)
  if (!end || end === start) return from
  const sameDay = end.slice(0, 10) === start.slice(0, 10)
  if (sameDay && end.includes('T')) return `${from} – ${clock(end)}`
  return `${from} – ${formatDate(end)}`
}

/**
 * When an event happens, as Kampala's clock shows it, with the zone once: "February 20, 2027 at
 * 6:00 PM – 8:30 PM EAT". A day without a time has no zone; a date the site cannot read is shown
 * as written.
 */
export function eventWhen(event: { date: string; end?: string }): string {
  const start = kampalaWall(event.date)
  if (!start) return formatDate(event.date)
  const end = event.end ? kampalaWall(event.end) : undefined
  const text = span(start, end)
  return start.includes('T') || end?.includes('T') ? `${text} ${KAMPALA_ZONE}` : text
}

/** `UTC+1`, `UTC-5`, `UTC+5:30` for an offset east of UTC in minutes. */
function zoneName(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  const minutes = abs % 60
  return `UTC${sign}${Math.floor(abs / 60)}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}`
}

/** An instant as the wall clock of a zone `offsetMinutes` east of UTC: `YYYY-MM-DDTHH:MM`. */
const wallAt = (instant: Date, offsetMinutes: number) =>
  new Date(instant.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 16)

/**
 * The event's time on a device whose zone is `offsetAt(instant)` minutes east of UTC, when that
 * is not Kampala's: "February 20, 2027 at 4:00 PM – 6:30 PM (UTC+1)". Undefined for an all-day
 * event, an unreadable date, or a visitor already on Kampala's time.
 */
export function visitorTime(
  event: { date: string; end?: string },
  offsetAt: (instant: Date) => number = (instant) => -instant.getTimezoneOffset(),
): string | undefined {
  const start = eventTime(event.date)
  if (!start || start.allDay || !parseDate(event.date)) return undefined
  const offset = offsetAt(start.instant)
  if (offset === KAMPALA_OFFSET_MINUTES) return undefined
  const end = event.end ? eventTime(event.end) : undefined
  const endWall = end && !end.allDay ? wallAt(end.instant, offset) : undefined
  return `${span(wallAt(start.instant, offset), endWall)} (${zoneName(offset)})`
}
