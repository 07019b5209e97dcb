// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { dateParts, dateProblem, dateValue, realDate } from './dates'

describe('date fields', () => {
  it('a date without a time is saved as a date; with a time, as both', () => {
    expect(dateValue({ date: '2030-05-01', time: '' })).toBe('2030-05-01')
    expect(dateValue({ date: '2030-05-01', time: '18:30' })).toBe('2030-05-01T18:30')
    expect(dateValue({ date: '', time: '' })).toBe('')
    expect(dateProblem('Date and time', { date: '2030-05-01', time: '' })).toBeUndefined()
  })

  it('a time without a date, or a day that does not exist, is refused with the field named', () => {
    expect(dateProblem('Date and time', { date: '', time: '18:30' })).toBe(
      'Date and time: add the date for 18:30, or clear the time.',
    )
    expect(dateProblem('Ends', { date: '2026-02-30', time: '' })).toBe('Ends: 2026-02-30 is not a real date.')
    expect(dateProblem('Date', { date: '', time: '', badDate: true })).toMatch(
      /^Date: the date is not complete/,
    )
    expect(dateProblem('Ends', { date: '2026-03-01', time: '25:00' })).toBe(
      'Ends: 25:00 is not a time of day.',
    )
  })

  it('knows the calendar: leap days, month lengths', () => {
    expect(['2028-02-29', '2026-12-31', '2026-04-30'].map(realDate)).toEqual([true, true, true])
    expect(['2026-02-29', '2026-04-31', '2026-13-01', '2026-1-1', ''].map(realDate)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('shows a saved value in the two inputs', () => {
    expect(dateParts('2030-05-01T18:30')).toEqual({ date: '2030-05-01', time: '18:30' })
    expect(dateParts('2030-05-01')).toEqual({ date: '2030-05-01', time: '' })
    expect(dateParts(undefined)).toEqual({ date: '', time: '' })
  })
})
