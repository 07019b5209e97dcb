import { describe, expect, it } from 'vitest'
import { eventWhen, visitorTime } from './event-time'

const london = () => 0
const newYork = () => -300
const india = () => 330
const kampala = () => 180

describe('eventWhen: Kampala time, labelled once', () => {
  it.each([
    [{ date: '2027-02-20T18:00' }, 'February 20, 2027 at 6:00 PM EAT'],
    [{ date: '2027-02-20T18:00', end: '2027-02-20T20:30' }, 'February 20, 2027 at 6:00 PM – 8:30 PM EAT'],
    [
      { date: '2027-02-20T18:00', end: '2027-02-21T02:00' },
      'February 20, 2027 at 6:00 PM – February 21, 2027 at 2:00 AM EAT',
    ],
    [{ date: '2027-02-20T15:00Z' }, 'February 20, 2027 at 6:00 PM EAT'],
    [{ date: '2026-08-22' }, 'August 22, 2026'],
    [{ date: '2026-08-22', end: '2026-08-23' }, 'August 22, 2026 – August 23, 2026'],
    [{ date: 'next spring' }, 'next spring'],
  ])('%j → %s', (event, text) => {
    expect(eventWhen(event)).toBe(text)
  })
})

describe("visitorTime: the visitor's own clock when it is not Kampala's", () => {
  it('converts the start and the end, and names the zone', () => {
    const event = { date: '2027-02-20T18:00', end: '2027-02-20T20:30' }
    expect(visitorTime(event, london)).toBe('February 20, 2027 at 3:00 PM – 5:30 PM (UTC+0)')
    expect(visitorTime(event, newYork)).toBe('February 20, 2027 at 10:00 AM – 12:30 PM (UTC-5)')
    expect(visitorTime(event, india)).toBe('February 20, 2027 at 8:30 PM – 11:00 PM (UTC+5:30)')
  })

  it('crosses midnight into the next day when it must', () => {
    expect(visitorTime({ date: '2027-02-20T18:00' }, () => 600)).toBe('February 21, 2027 at 1:00 AM (UTC+10)')
  })

  it('says nothing on Kampala time, for a day without a time, or an unreadable date', () => {
    expect(visitorTime({ date: '2027-02-20T18:00' }, kampala)).toBeUndefined()
    expect(visitorTime({ date: '2027-02-20' }, london)).toBeUndefined()
    expect(visitorTime({ date: 'soon' }, london)).toBeUndefined()
  })
})
