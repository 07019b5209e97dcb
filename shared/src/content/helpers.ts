/** Pure helpers over content items: lists, dates, status colours (search: ./search.ts). */

export const ALL = 'All'

export function getCategories(items: readonly { category?: string }[]): string[] {
  return [ALL, ...new Set(items.map((item) => item.category || 'Uncategorized'))]
}

export function getTags(items: readonly { tags?: readonly string[] }[]): string[] {
  return [ALL, ...new Set(items.flatMap((item) => item.tags ?? []))]
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/** Date-only strings are local calendar days, not UTC midnight. */
export function parseDate(date: string): Date | undefined {
  const value = date.trim()
  const dateOnly = DATE_ONLY.exec(value)
  if (dateOnly) {
    const [year, month, day] = [Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])]
    const local = new Date(year, month, day)
    // Reject days that roll over (2025-02-30 is not March 2).
    return local.getMonth() === month && local.getDate() === day ? local : undefined
  }
  const parsed = new Date(value)
  return Number.isNaN(parsed.getTime()) ? undefined : parsed
}

/** US English, long month; the time only when the string has a colon; unparseable as given. */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * What `toLocaleString('en-US', { year, month: 'long', day, hour, minute })` prints, written out:
 * building the first Intl formatter loads locale data, a long task on a budget phone.
 */
export function formatDate(date: string): string {
  const parsed = parseDate(date)
  if (!parsed) return date
  const day = `${MONTHS[parsed.getMonth()]} ${parsed.getDate()}, ${parsed.getFullYear()}`
  if (!date.includes(':')) return day
  const hours = parsed.getHours()
  const minutes = String(parsed.getMinutes()).padStart(2, '0')
  return `${day} at ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

/** Upcoming when its date is now or later; a date-only event stays upcoming through its day. */
export function isUpcoming(date: string, now: Date = new Date()): boolean {
  const parsed = parseDate(date)
  if (!parsed) return false
  if (DATE_ONLY.test(date.trim())) {
    const endOfDay = new Date(parsed)
    endOfDay.setHours(23, 59, 59, 999)
    return endOfDay.getTime() >= now.getTime()
  }
  return parsed.getTime() >= now.getTime()
}

const time = (date: string | undefined) => (date ? parseDate(date)?.getTime() : undefined)

function sortByDate<T extends { date?: string }>(items: readonly T[], direction: 1 | -1): T[] {
  // Each date is parsed once, not once per comparison.
  const keyed = items.map((item) => ({ item, t: time(item.date) }))
  keyed.sort(({ t: ta }, { t: tb }) => {
    if (ta === undefined) return tb === undefined ? 0 : 1
    if (tb === undefined) return -1
    return (ta - tb) * direction
  })
  return keyed.map(({ item }) => item)
}

export const sortByDateDesc = <T extends { date?: string }>(items: readonly T[]) => sortByDate(items, -1)
export const sortByDateAsc = <T extends { date?: string }>(items: readonly T[]) => sortByDate(items, 1)

export type StatusColor = 'green' | 'blue' | 'orange' | 'purple' | 'yellow' | 'gray'

const STATUS_COLORS: Record<string, StatusColor> = {
  active: 'green',
  completed: 'blue',
  'in development': 'orange',
  research: 'purple',
  planning: 'yellow',
}

export function statusColor(status: string): StatusColor {
  return STATUS_COLORS[status.trim().toLowerCase()] ?? 'gray'
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('')
}
