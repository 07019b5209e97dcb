import { describe, expect, it } from 'vitest'
import { registrationLabel, registrationNote } from './registration'

describe('registrationLabel', () => {
  it.each([
    ['https://lu.ma/osck-meetup', 'Register on Luma'],
    ['https://luma.com/event/evt-1', 'Register on Luma'],
    ['https://www.meetup.com/osc-kampala/events/1234/', 'Register on Meetup'],
    ['https://www.eventbrite.com/e/hackathon-tickets-1', 'Register on Eventbrite'],
    ['https://www.eventbrite.co.uk/e/x', 'Register on Eventbrite'],
    ['https://forms.gle/AbC123', 'Register on Google Forms'],
    ['https://docs.google.com/forms/d/e/1FAIpQL/viewform', 'Register on Google Forms'],
    ['https://docs.google.com/document/d/1', 'Register on docs.google.com'],
    ['https://www.tickets.example.org/osck', 'Register on tickets.example.org'],
    ['http://notluma.com/x', 'Register on notluma.com'],
  ])('%s → %s', (url, label) => {
    expect(registrationLabel(url)).toBe(label)
  })

  it('an address it cannot read keeps the plain label', () => {
    expect(registrationLabel('not a url')).toBe('Register Now')
  })
})

describe('registrationNote', () => {
  it('joins capacity and status as written, leaving out what is missing', () => {
    expect(registrationNote({ capacity: '40 seats', status: 'Waitlist open' })).toBe(
      '40 seats · Waitlist open',
    )
    expect(registrationNote({ status: 'Waitlist open' })).toBe('Waitlist open')
    expect(registrationNote({})).toBe('')
  })
})
