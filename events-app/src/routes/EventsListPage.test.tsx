import type * as Shared from '@osck/shared'
import { LIMITS, TIMINGS } from '@osck/shared'
import { getTestLocation, renderWithProviders } from '@osck/shared/testing'
import { act, screen, within, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EVENTS, NOW } from '../test/fixtures'
import { EventsListPage } from './EventsListPage'

const { loadEventsMock, toastMock } = vi.hoisted(() => ({ loadEventsMock: vi.fn(), toastMock: vi.fn() }))
vi.mock('@osck/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  loadEvents: loadEventsMock,
  toast: toastMock,
}))

const finishLoading = () => act(() => vi.advanceTimersByTimeAsync(TIMINGS.eventsLoaderMs))

function renderList(route = '/events') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  renderWithProviders(<EventsListPage />, { route, path: '/events' })
  return user
}

const panel = (name: 'Upcoming Events' | 'Past Events') => screen.getByRole('tabpanel', { name })

describe('EventsListPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(NOW)
    loadEventsMock.mockReset()
    loadEventsMock.mockResolvedValue(EVENTS)
    toastMock.mockReset()
  })
  afterEach(() => vi.useRealTimers())

  it('shows 3 featured and 6 list skeletons for the page loader (about 700 ms), then the events', async () => {
    renderList()
    expect(screen.getByRole('heading', { level: 1, name: 'Events & Activities' })).toBeInTheDocument()
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(
      LIMITS.featuredSkeletons + LIMITS.listSkeletons,
    )
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.eventsLoaderMs - 50))
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(
      LIMITS.featuredSkeletons + LIMITS.listSkeletons,
    )
    await finishLoading()
    expect(screen.queryByTestId('skeleton-card')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: '3 Upcoming Events' })).toBeInTheDocument()
    expect(document.title).toBe('Events & Activities | Open Source Community Kampala')
  })

  it('lists upcoming events newest first, past events in their tab', async () => {
    const user = renderList()
    await finishLoading()
    const titles = (name: 'Upcoming Events' | 'Past Events') =>
      within(within(panel(name)).getByRole('list'))
        .getAllByRole('link')
        .map((link) => link.textContent)
    expect(titles('Upcoming Events')).toEqual(['Far Hackathon', 'Later Meetup', 'Soon Workshop'])
    await user.click(screen.getByRole('tab', { name: 'Past Events' }))
    expect(screen.getByRole('heading', { name: '2 Past Events' })).toBeInTheDocument()
    expect(titles('Past Events')).toEqual(['Recent Workshop', 'Old Conference'])
    // The archive of past events has a page of its own, shareable on its own.
    expect(
      within(panel('Past Events')).getByRole('link', { name: 'All past events, on a page of their own' }),
    ).toHaveAttribute('href', '/events/past')
  })

  it("holds one panel, the chosen tab's", async () => {
    const user = renderList()
    await finishLoading()
    const only = () => {
      const panels = screen.getAllByRole('tabpanel', { hidden: true })
      expect(panels).toHaveLength(1)
      return panels[0]!
    }
    const upcoming = screen.getByRole('tab', { name: 'Upcoming Events' })
    expect(only()).toHaveAttribute('aria-labelledby', upcoming.id)
    await user.click(screen.getByRole('tab', { name: 'Past Events' }))
    const past = screen.getByRole('tab', { name: 'Past Events', selected: true })
    expect(only()).toHaveAttribute('aria-labelledby', past.id)
    await user.click(upcoming)
    expect(upcoming).toHaveAttribute('aria-selected', 'true')
    expect(only()).toHaveAttribute('aria-labelledby', upcoming.id)
    expect(within(only()).getByRole('heading', { name: '3 Upcoming Events' })).toBeVisible()
  })

  it('features the first 3 upcoming events, soonest first', async () => {
    renderList()
    await finishLoading()
    const carousel = screen.getByRole('region', { name: 'Featured Events' })
    expect(within(carousel).getByRole('heading', { level: 3, name: 'Soon Workshop' })).toBeInTheDocument()
    expect(within(carousel).getAllByRole('group', { hidden: true })).toHaveLength(3)
  })

  it('has category and location chips starting with All, toggled with aria-pressed', async () => {
    renderList()
    await finishLoading()
    const category = screen.getByRole('group', { name: 'Category' })
    const names = within(category)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(names).toEqual(['All', 'Workshop', 'Meetup', 'Hackathon', 'Conference'])
    expect(within(category).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true')
    const location = screen.getByRole('group', { name: 'Location' })
    expect(
      within(location)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Outbox Hub', 'Online', 'Makerere University'])
  })

  it('combines chips and search, keeps them in the URL, shows Showing X of Y and Reset', async () => {
    const user = renderList()
    await finishLoading()
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument()
    await user.click(
      within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name: 'Workshop' }),
    )
    await waitFor(() => expect(getTestLocation()).toBe('/events?category=Workshop'))
    expect(screen.getByRole('heading', { name: '1 Upcoming Event' })).toBeInTheDocument()
    expect(screen.getByText('Showing 1 of 3 events')).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'hack')
    await waitFor(() => expect(getTestLocation()).toBe('/events?category=Workshop&q=hack'))
    expect(screen.getByRole('heading', { name: 'No events found' })).toBeInTheDocument()
    expect(screen.getByText('There are no upcoming events matching your criteria.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(getTestLocation()).toBe('/events'))
    expect(screen.getByRole('heading', { name: '3 Upcoming Events' })).toBeInTheDocument()
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument()
  })

  it('reads the filters from the URL; the past tab has its own empty message and Clear Filters', async () => {
    const user = renderList('/events?location=Online')
    await finishLoading()
    expect(screen.getByRole('heading', { name: '1 Upcoming Event' })).toBeInTheDocument()
    expect(
      within(screen.getByRole('group', { name: 'Location' })).getByRole('button', { name: 'Online' }),
    ).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('tab', { name: 'Past Events' }))
    expect(screen.getByRole('heading', { name: '0 Past Events' })).toBeInTheDocument()
    expect(screen.getByText('Showing 0 of 2 events')).toBeInTheDocument()
    expect(screen.getByText('No past events match your current filters.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    await waitFor(() => expect(getTestLocation()).toBe('/events'))
    expect(screen.getByRole('heading', { name: '2 Past Events' })).toBeInTheDocument()
  })

  it("Get Notified toasts Wait — We're working on this", async () => {
    const user = renderList()
    await finishLoading()
    expect(screen.getByRole('heading', { name: 'Ready to join our next event?' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Get Notified' }))
    expect(toastMock).toHaveBeenCalledExactlyOnceWith({ title: 'Wait', description: "We're working on this" })
  })

  it('a load failure toasts a destructive Error and shows the empty lists', async () => {
    loadEventsMock.mockRejectedValue(new Error('offline'))
    renderList()
    await finishLoading()
    expect(toastMock).toHaveBeenCalledExactlyOnceWith({
      title: 'Error',
      description: 'Failed to load events. Please try again later.',
      variant: 'destructive',
    })
    expect(screen.getByRole('heading', { name: 'No events found' })).toBeInTheDocument()
  })
})
