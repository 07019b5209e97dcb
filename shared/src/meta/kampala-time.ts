/** Africa/Kampala is UTC+3 all year (no daylight saving). */
export const KAMPALA_OFFSET = '+03:00'
const OFFSET_HOURS = 3
/** Kampala's offset east of UTC in minutes, as a device reports its own (`-getTimezoneOffset()`). */
export const KAMPALA_OFFSET_MINUTES = OFFSET_HOURS * 60

/** An instant as Kampala's wall clock, read through the UTC fields of the returned date. */
const kampalaLocal = (instant: Date) => new Date(instant.getTime() + OFFSET_HOURS * 3_600_000)

export type EventTime =
  | { allDay: true; year: number; month: number; day: number }
  | { allDay: false; instant: Date }

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/

/**
 * When an event's `date` happens: a date without a time is an all-day event; a time without an
 * offset is Kampala's wall clock; an explicit offset (`Z`, `+01:00`) is taken as written.
 */
export function eventTime(date: string): EventTime | undefined {
  const value = date.trim()
  const day = DATE_ONLY.exec(value)
  if (day) {
    const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])]
    const check = new Date(Date.UTC(year, month - 1, dayOfMonth))
    if (check.getUTCMonth() !== month - 1) return undefined
    return { allDay: true, year, month, day: dayOfMonth }
  }
  const wall = WALL_TIME.exec(value)
  if (wall) {
    const [y, mo, d, h, mi, s] = wall.slice(1).map((part) => Number(part ?? 0)) as number[]
    const instant = new Date(Date.UTC(y!, mo! - 1, d!, h! - OFFSET_HOURS, mi!, s!))
    return Number.isNaN(instant.getTime()) ? undefined : { allDay: false, instant }
  }
  const parsed = new Date(value)
  return Number.isNaN(parsed.getTime()) ? undefined : { allDay: false, instant: parsed }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** ISO 8601 for schema.org: `2025-03-01` for a day, `2025-03-01T18:30:00+03:00` for a time. */
export function kampalaIso(date: string): string | undefined {
  const time = eventTime(date)
  if (!time) return undefined
  if (time.allDay) return `${time.year}-${pad(time.month)}-${pad(time.day)}`
  return `${kampalaLocal(time.instant).toISOString().slice(0, 19)}${KAMPALA_OFFSET}`
}

/** Content gives no end time: a timed event lasts this long (calendars, structured data). */
export const TIMED_EVENT_HOURS = 2

/**
 * When an event ends, as `kampalaIso`: its `end` when it has one, else the same day for an all-day
 * event and two hours on for a timed one.
 */
export function kampalaEndIso(date: string, end?: string): string | undefined {
  if (end && kampalaIso(end)) return kampalaIso(end)
  const time = eventTime(date)
  if (!time || time.allDay) return kampalaIso(date)
  const finish = new Date(time.instant.getTime() + TIMED_EVENT_HOURS * 3_600_000)
  return kampalaIso(finish.toISOString())
}

/** The first and the last instant of a time: an all-day event runs to the end of its day in Kampala. */
export function timeSpan(date: string): { from: number; to: number } | undefined {
  const time = eventTime(date)
  if (!time) return undefined
  if (!time.allDay) return { from: time.instant.getTime(), to: time.instant.getTime() }
  const midnight = Date.UTC(time.year, time.month - 1, time.day) - OFFSET_HOURS * 3_600_000
  return { from: midnight, to: midnight + 86_400_000 }
}

/** An `end` the site keeps: readable, and after the event's start (else the default end applies). */
export function endAfterStart(date: string, end: string): boolean {
  const start = timeSpan(date)
  const finish = timeSpan(end)
  return Boolean(start && finish && finish.to > start.from)
}

/** A time as Kampala's wall clock, `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`, however it was written. */
export function kampalaWall(date: string): string | undefined {
  return kampalaIso(date)?.slice(0, 16)
}

/**
 * When an event runs, for calendars: all-day from its first day to the day after its last (an
 * `end` with a time ends on its Kampala day), or timed from its start to its `end`, else two
 * hours on. Undefined when the date cannot be read.
 */
export type EventPeriod =
  | { allDay: true; start: [number, number, number]; endExclusive: [number, number, number] }
  | { allDay: false; start: number; end: number }

const kampalaDay = (instant: Date): [number, number, number] => {
  const local = kampalaLocal(instant)
  return [local.getUTCFullYear(), local.getUTCMonth() + 1, local.getUTCDate()]
}

export function eventPeriod(event: { date: string; end?: string }): EventPeriod | undefined {
  const time = eventTime(event.date)
  if (!time) return undefined
  const end = event.end ? eventTime(event.end) : undefined
  if (time.allDay) {
    const [y, m, d] = end
      ? end.allDay
        ? [end.year, end.month, end.day]
        : kampalaDay(end.instant)
      : [time.year, time.month, time.day]
    const next = new Date(Date.UTC(y, m - 1, d + 1))
    return {
      allDay: true,
      start: [time.year, time.month, time.day],
      endExclusive: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()],
    }
  }
  const start = time.instant.getTime()
  if (!end) return { allDay: false, start, end: start + TIMED_EVENT_HOURS * 3_600_000 }
  const finish = end.allDay
    ? Date.UTC(end.year, end.month - 1, end.day + 1) - OFFSET_HOURS * 3_600_000
    : end.instant.getTime()
  return { allDay: false, start, end: finish }
}
