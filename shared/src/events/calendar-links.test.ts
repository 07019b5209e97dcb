import { describe, expect, it } from 'vitest'
import { googleCalendarUrl } from './calendar-links'

const base = { title: 'Meetup & talks', description: 'Talks.', location: 'Makerere University' }
const params = (url: string | undefined) => Object.fromEntries(new URL(url!).searchParams)

describe('googleCalendarUrl', () => {
  it('a timed event in UTC, with its end, place and address', () => {
    const url = googleCalendarUrl({
      ...base,
      date: '2027-02-20T18:00',
      end: '2027-02-20T20:30',
      address: 'Kampala',
    })
    expect(url).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?/)
    expect(params(url)).toEqual({
      action: 'TEMPLATE',
      text: 'Meetup & talks',
      dates: '20270220T150000Z/20270220T173000Z',
      details: 'Talks.',
      location: 'Makerere University, Kampala',
    })
  })

  it('two hours without an end; whole days for a date without a time', () => {
    expect(params(googleCalendarUrl({ ...base, date: '2027-02-20T18:00' })).dates).toBe(
      '20270220T150000Z/20270220T170000Z',
    )
    expect(params(googleCalendarUrl({ ...base, date: '2026-08-22', end: '2026-08-23' })).dates).toBe(
      '20260822/20260824',
    )
  })

  it('no link for a date it cannot read', () => {
    expect(googleCalendarUrl({ ...base, date: 'soon' })).toBeUndefined()
  })
})
