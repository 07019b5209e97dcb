import { eventPeriod } from '../meta/kampala-time'

const pad = (n: number) => String(n).padStart(2, '0')
const day = ([y, m, d]: [number, number, number]) => `${y}${pad(m)}${pad(d)}`
const utc = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

export const GOOGLE_CALENDAR_LABEL = 'Add to Google Calendar'

/**
 * Google Calendar's "create event" page, prefilled: a plain link, built where the page is built,
 * with no add-to-calendar script. The same times as the event's .ics (UTC, or whole days).
 * Undefined when the date cannot be read.
 */
export function googleCalendarUrl(event: {
  title: string
  date: string
  end?: string
  description: string
  location: string
  address?: string
}): string | undefined {
  const period = eventPeriod(event)
  if (!period) return undefined
  const dates = period.allDay
    ? `${day(period.start)}/${day(period.endExclusive)}`
    : `${utc(period.start)}/${utc(period.end)}`
  const params = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates })
  if (event.description) params.set('details', event.description)
  const place = [event.location, event.address].filter(Boolean).join(', ')
  if (place) params.set('location', place)
  return `https://calendar.google.com/calendar/render?${params}`
}
