import type * as Shared from '@osck/shared'
import { LIMITS, TIMINGS } from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EVENTS, makeEvent, NOW } from '../../test/fixtures'
import { HomeTeaser } from './HomeTeaser'

const { loadEventsMock } = vi.hoisted(() => ({ loadEventsMock: vi.fn() }))
vi.mock('@osck/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  loadEvents: loadEventsMock,
}))

const finishLoading = () => act(() => vi.advanceTimersByTimeAsync(TIMINGS.homeSkeletonMs))

describe('HomeTeaser', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(NOW)
    loadEventsMock.mockReset()
  })
  afterEach(() => vi.useRealTimers())

  it('shows 3 skeletons, then up to 3 upcoming events, oldest first', async () => {
    const extra = makeEvent('extra', { title: 'Extra', date: '2026-09-01' })
    loadEventsMock.mockResolvedValue([...EVENTS, extra])
    renderWithProviders(<HomeTeaser />)
    const section = screen.getByRole('region', { name: 'Upcoming Events' })
    expect(within(section).getAllByTestId('skeleton-card')).toHaveLength(LIMITS.homeEvents)
    await finishLoading()
    expect(within(section).getByRole('link', { name: /All Events/ })).toHaveAttribute('href', '/events')
    const titles = within(section)
      .getAllByRole('listitem')
      .map((item) => within(item).getAllByRole('link')[0]!.textContent)
    expect(titles).toEqual(['Soon Workshop', 'Later Meetup', 'Far Hackathon'])
  })

  it('with no upcoming event: the empty message and a Past Events link', async () => {
    loadEventsMock.mockResolvedValue([EVENTS[3]!, EVENTS[4]!])
    renderWithProviders(<HomeTeaser />)
    await finishLoading()
    expect(screen.getByText('No upcoming events at the moment')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Past Events' })).toHaveAttribute('href', '/events')
  })

  it('a failure is only logged and shows the empty message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    loadEventsMock.mockRejectedValue(new Error('offline'))
    renderWithProviders(<HomeTeaser />)
    await finishLoading()
    expect(screen.getByText('No upcoming events at the moment')).toBeInTheDocument()
    expect(log).toHaveBeenCalled()
  })
})
