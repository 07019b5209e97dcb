import type * as Shared from '@osck/shared'
import { TIMINGS } from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EVENTS, NOW } from '../test/fixtures'
import { PastEventsPage } from './PastEventsPage'

const { loadEventsMock, toastMock } = vi.hoisted(() => ({ loadEventsMock: vi.fn(), toastMock: vi.fn() }))
vi.mock('@osck/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  loadEvents: loadEventsMock,
  toast: toastMock,
}))

const renderPast = async () => {
  renderWithProviders(<PastEventsPage />, { route: '/events/past', path: '/events/past' })
  await act(() => vi.advanceTimersByTimeAsync(TIMINGS.eventsLoaderMs))
}

describe('PastEventsPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(NOW)
    loadEventsMock.mockReset()
    toastMock.mockReset()
  })
  afterEach(() => vi.useRealTimers())

  it('lists only the past events, newest first, under its own title', async () => {
    loadEventsMock.mockResolvedValue(EVENTS)
    await renderPast()
    expect(screen.getByRole('heading', { level: 1, name: 'Past Events' })).toBeInTheDocument()
    expect(document.title).toBe('Past Events | Open Source Community Kampala')
    const past = EVENTS.filter((event) => new Date(event.date) < NOW).sort((a, b) =>
      b.date.localeCompare(a.date),
    )
    const titles = within(screen.getByRole('list', { name: 'Past events' }))
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(titles).toEqual(past.map((event) => event.title))
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events')
  })

  it('says so when no event has passed yet, and a failed load is told once', async () => {
    loadEventsMock.mockResolvedValue(EVENTS.filter((event) => new Date(event.date) > NOW))
    await renderPast()
    expect(screen.getByText('No past events yet')).toBeInTheDocument()
    loadEventsMock.mockRejectedValue(new Error('offline'))
    await renderPast()
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: 'Error' }))
  })
})
