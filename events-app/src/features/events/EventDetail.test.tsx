import type * as Shared from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeEvent, NOW } from '../../test/fixtures'
import { EventDetail } from './EventDetail'

const { toastMock } = vi.hoisted(() => ({ toastMock: vi.fn() }))
vi.mock('@osck/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  toast: toastMock,
}))

const registrationSection = () =>
  screen.getByRole('heading', { level: 2, name: 'Ready to join us?' }).closest('section')!

describe('EventDetail: registration', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('a registration link makes Register Now a link named by its site, in a new tab, with capacity and status', () => {
    renderWithProviders(
      <EventDetail
        event={makeEvent('meetup', {
          date: '2026-07-01T18:30',
          registration: 'https://www.meetup.com/osc-kampala/events/1/',
          capacity: '40 seats',
          status: 'Waitlist open',
        })}
      />,
    )
    const section = registrationSection()
    const link = within(section).getByRole('link', { name: 'Register on Meetup' })
    expect(link).toHaveAttribute('href', 'https://www.meetup.com/osc-kampala/events/1/')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(within(section).queryByRole('button')).not.toBeInTheDocument()
    expect(within(section).getByText('40 seats · Waitlist open')).toBeInTheDocument()
  })

  it('without a link, Register Now stays the local flag', () => {
    renderWithProviders(<EventDetail event={makeEvent('plain', { date: '2026-07-01' })} />)
    const section = registrationSection()
    expect(within(section).getByRole('button', { name: 'Register Now' })).toBeEnabled()
    expect(within(section).queryByRole('link')).not.toBeInTheDocument()
    expect(within(section).queryByTestId('registration-note')).not.toBeInTheDocument()
  })

  it('a past event shows no registration at all', () => {
    renderWithProviders(
      <EventDetail event={makeEvent('old', { date: '2026-06-01', registration: 'https://lu.ma/x' })} />,
    )
    expect(screen.queryByRole('link', { name: /Register/ })).not.toBeInTheDocument()
  })
})

describe('EventDetail: when and where', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(NOW)
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  const full = makeEvent('full', {
    date: '2026-07-01T18:30',
    end: '2026-07-01T21:00',
    location: 'Makerere University',
    address: 'University Rd, Kampala',
    coordinates: { lat: 0.3326, lon: 32.5686 },
    online: 'https://meet.jit.si/osck',
  })

  it('labels the time with EAT once, with the end', () => {
    renderWithProviders(<EventDetail event={full} />)
    expect(screen.getByText('July 1, 2026 at 6:30 PM – 9:00 PM EAT')).toBeInTheDocument()
    expect(screen.getAllByText(/EAT/)).toHaveLength(1)
  })

  it("adds the visitor's own time when their device is in another zone", () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-60)
    renderWithProviders(<EventDetail event={full} />)
    expect(screen.getByText('Your time: July 1, 2026 at 4:30 PM – 7:00 PM (UTC+1)')).toBeInTheDocument()
  })

  it('no second time on a device on Kampala time', () => {
    vi.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-180)
    renderWithProviders(<EventDetail event={full} />)
    expect(screen.queryByText(/Your time/)).not.toBeInTheDocument()
  })

  it('Where to join us: the address, three map links and the join link while upcoming', () => {
    renderWithProviders(<EventDetail event={full} />)
    const section = screen.getByRole('heading', { level: 2, name: 'Where to join us' }).closest('section')!
    expect(within(section).getByText('University Rd, Kampala')).toBeInTheDocument()
    expect(within(section).getByRole('link', { name: 'Open in your map app' })).toHaveAttribute(
      'href',
      'geo:0.3326,32.5686?q=0.3326,32.5686(University%20Rd%2C%20Kampala)',
    )
    expect(within(section).getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('target', '_blank')
    expect(within(section).getByRole('link', { name: 'Google Maps' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=0.3326,32.5686',
    )
    expect(within(section).getByRole('link', { name: 'Join online' })).toHaveAttribute(
      'href',
      'https://meet.jit.si/osck',
    )
  })

  it('a past event keeps its directions but not its join link', () => {
    renderWithProviders(<EventDetail event={{ ...full, date: '2026-06-01T18:30', end: undefined }} />)
    expect(screen.getByRole('link', { name: 'Google Maps' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Join online' })).not.toBeInTheDocument()
  })

  it('an event with none of the fields has no Where to join us', () => {
    renderWithProviders(<EventDetail event={makeEvent('plain', { date: '2026-07-01' })} />)
    expect(screen.queryByRole('heading', { name: 'Where to join us' })).not.toBeInTheDocument()
    expect(screen.getByText('July 1, 2026')).toBeInTheDocument()
  })
})

describe('EventDetail: calendars', () => {
  it('Add to Google Calendar is a plain link to its prefilled page, beside the .ics', () => {
    renderWithProviders(<EventDetail event={makeEvent('meet', { date: '2026-07-01T18:30' })} />)
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/events/meet.ics')
    const google = screen.getByRole('link', { name: 'Add to Google Calendar' })
    expect(google).toHaveAttribute('target', '_blank')
    expect(new URL(google.getAttribute('href')!).searchParams.get('dates')).toBe(
      '20260701T153000Z/20260701T173000Z',
    )
  })
})
