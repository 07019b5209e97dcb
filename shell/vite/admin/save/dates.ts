/**
 * The rules of a date field, apart from its control (date-control.ts): the site reads
 * `YYYY-MM-DD`, or `YYYY-MM-DDTHH:MM` where the field takes a time (helpers.ts parseDate).
 */
export interface DateParts {
  date: string
  time: string
  /** The browser's date input holds text that is no date (typed part of one, or 31 February). */
  badDate?: boolean
}

/** A calendar day that exists: 2026-02-29 does not. */
export function realDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const parsed = new Date(Date.UTC(year, month - 1, day))
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** A saved value as the two inputs show it. */
export function dateParts(value: unknown): DateParts {
  const text = typeof value === 'string' ? value.trim() : ''
  const [date = '', time = ''] = text.split('T')
  return { date, time: time.slice(0, 5) }
}

/** What is saved: the date alone when no time was given, else both; nothing without a date. */
export function dateValue({ date, time }: DateParts): string {
  if (!date) return ''
  return time ? `${date}T${time}` : date
}

/** Why the field cannot be saved as it is, naming it; undefined when it can. */
export function dateProblem(label: string, { date, time, badDate }: DateParts): string | undefined {
  if (badDate) return `${label}: the date is not complete or does not exist. Pick it from the calendar.`
  if (date && !realDate(date)) return `${label}: ${date} is not a real date.`
  if (time && !date) return `${label}: add the date for ${time}, or clear the time.`
  if (time && !TIME.test(time)) return `${label}: ${time} is not a time of day.`
  return undefined
}
