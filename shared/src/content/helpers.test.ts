import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  formatDate,
  getCategories,
  getTags,
  initials,
  isUpcoming,
  parseDate,
  sortByDateAsc,
  sortByDateDesc,
  statusColor,
} from './helpers'

describe('lists', () => {
  it("starts categories with 'All'; a missing category counts as Uncategorized", () => {
    expect(getCategories([{ category: 'Web' }, {}, { category: 'Web' }, { category: 'AI' }])).toEqual([
      'All',
      'Web',
      'Uncategorized',
      'AI',
    ])
  })

  it("starts tags with 'All' and lists each tag once", () => {
    expect(getTags([{ tags: ['react', 'node'] }, { tags: ['node'] }, {}])).toEqual(['All', 'react', 'node'])
  })
})

describe('dates', () => {
  afterEach(() => vi.useRealTimers())

  it('formats in US English with a long month, date-only as that calendar day', () => {
    expect(formatDate('2025-04-17')).toBe('April 17, 2025')
    expect(formatDate('2024-01-01')).toBe('January 1, 2024')
  })
  it('shows the time only when the string has a colon', () => {
    expect(formatDate('2027-02-20T18:00')).toBe('February 20, 2027 at 6:00 PM')
  })
  it('prints exactly what Intl prints for US English, at every hour and month', () => {
    const dateOnly = { year: 'numeric', month: 'long', day: 'numeric' } as const
    const withTime = { ...dateOnly, hour: 'numeric', minute: '2-digit' } as const
    for (let month = 0; month < 12; month++) {
      for (const [hour, minute] of [[0, 0], [0, 5], [9, 30], [11, 59], [12, 0], [13, 7], [23, 59]] as const) {
        const date = new Date(2026, month, month + 1, hour, minute)
        const pad = (n: number) => String(n).padStart(2, '0')
        const day = `${date.getFullYear()}-${pad(month + 1)}-${pad(date.getDate())}`
        expect(formatDate(day)).toBe(date.toLocaleString('en-US', dateOnly))
        expect(formatDate(`${day}T${pad(hour)}:${pad(minute)}`)).toBe(date.toLocaleString('en-US', withTime))
      }
    }
  })
  it('shows an unparseable date as given', () => {
    expect(formatDate('sometime soon')).toBe('sometime soon')
    expect(formatDate('2025-02-30')).toBe('2025-02-30')
    expect(parseDate('')).toBeUndefined()
  })

  describe.each(['America/Los_Angeles', 'Pacific/Kiritimati', 'Africa/Kampala', 'UTC'])('in time zone %s', (zone) => {
    const original = process.env.TZ
    beforeEach(() => {
      process.env.TZ = zone
    })
    afterEach(() => {
      if (original === undefined) delete process.env.TZ
      else process.env.TZ = original
    })

    it('shows a date-only string as its own calendar day, at local midnight', () => {
      expect(formatDate('2025-04-17')).toBe('April 17, 2025')
      expect(formatDate('2025-01-01')).toBe('January 1, 2025')
      const parsed = parseDate('2025-04-17')!
      expect([parsed.getFullYear(), parsed.getMonth(), parsed.getDate(), parsed.getHours()]).toEqual([2025, 3, 17, 0])
    })

    it('keeps a date-only event upcoming all through its day, local time', () => {
      expect(isUpcoming('2025-04-17', new Date(2025, 3, 17, 0, 0))).toBe(true)
      expect(isUpcoming('2025-04-17', new Date(2025, 3, 17, 23, 59, 59))).toBe(true)
      expect(isUpcoming('2025-04-17', new Date(2025, 3, 18, 0, 0, 0))).toBe(false)
      expect(isUpcoming('2025-04-17', new Date(2025, 3, 16, 12, 0))).toBe(true)
    })
  })

  it('keeps a date-only event upcoming through the end of its own day', () => {
    expect(isUpcoming('2026-03-10', new Date(2026, 2, 10, 23, 59))).toBe(true)
    expect(isUpcoming('2026-03-10', new Date(2026, 2, 11, 0, 0, 1))).toBe(false)
  })
  it('compares timed events to the minute', () => {
    expect(isUpcoming('2026-03-10T18:00', new Date(2026, 2, 10, 17, 0))).toBe(true)
    expect(isUpcoming('2026-03-10T18:00', new Date(2026, 2, 10, 19, 0))).toBe(false)
    expect(isUpcoming('not a date')).toBe(false)
  })

  it('sorts by date either way without mutating; unparseable dates go last', () => {
    const items = [{ date: '2025-01-01' }, { date: 'x' }, { date: '2026-01-01' }]
    expect(sortByDateDesc(items).map((i) => i.date)).toEqual(['2026-01-01', '2025-01-01', 'x'])
    expect(sortByDateAsc(items).map((i) => i.date)).toEqual(['2025-01-01', '2026-01-01', 'x'])
    expect(items[0]!.date).toBe('2025-01-01')
  })
})

describe('statusColor', () => {
  it.each([
    ['Active', 'green'],
    ['COMPLETED', 'blue'],
    ['in development', 'orange'],
    ['Research', 'purple'],
    ['planning', 'yellow'],
    ['On Hold', 'gray'],
    ['', 'gray'],
  ])('%s → %s', (status, color) => {
    expect(statusColor(status)).toBe(color)
  })
})

it('takes up to two initials', () => {
  expect(initials('Sarah Nakato')).toBe('SN')
  expect(initials('amina')).toBe('A')
  expect(initials('Joel Ssempa Mukasa')).toBe('JS')
})
