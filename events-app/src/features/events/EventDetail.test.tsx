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
