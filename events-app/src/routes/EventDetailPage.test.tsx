import type * as Shared from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EVENTS, makeEvent, NOW } from '../test/fixtures'
import { EventDetailPage } from './EventDetailPage'

const { loadEventsMock, toastMock } = vi.hoisted(() => ({ loadEventsMock: vi.fn(), toastMock: vi.fn() }))
vi.mock('@osck/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  loadEvents: loadEventsMock,
  // The event comes from its own file, the suggestions from the whole section: one fake for both.
  loadEvent: async (slug: string) =>
    ((await loadEventsMock()) as Shared.CommunityEvent[]).find((event) => event.slug === slug),
  toast: toastMock,
}))

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')

function renderDetail(slug: string) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  renderWithProviders(<EventDetailPage />, { route: `/events/${slug}`, path: '/events/:slug' })
  return user
}

describe('EventDetailPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(NOW)
    loadEventsMock.mockReset()
    loadEventsMock.mockResolvedValue(EVENTS)
    toastMock.mockReset()
  })
  afterEach(() => vi.useRealTimers())

  it('shows an upcoming event: image, badge, title, date with time, location, body, meta tags', async () => {
    renderDetail('later')
    expect(screen.getByRole('status')).toHaveTextContent('Loading event')
    const title = await screen.findByRole('heading', { level: 1, name: 'Later Meetup' })
    expect(title).toBeInTheDocument()
    const image = screen.getByRole('img', { name: 'Later Meetup' })
    expect(image).toHaveAttribute('width', '1200')
    expect(image).toHaveAttribute('height', '630')
    expect(screen.getByText('Upcoming Event')).toBeInTheDocument()
    expect(screen.getByText('June 25, 2026 at 6:30 PM EAT')).toBeInTheDocument()
    const article = title.closest('article')!
    expect(within(article).getByText('Online')).toBeInTheDocument()
    expect(within(article).queryByText(/attendee/)).not.toBeInTheDocument()
    expect(await screen.findByText('Body of later.')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to join us?' })).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Later Meetup | Open Source Community Kampala'))
    // The tags come with their own chunk, after the screen.
    await waitFor(() => expect(meta('meta[name="description"]')).toBe('About later'))
    expect(meta('meta[property="og:type"]')).toBe('article')
    expect(meta('meta[property="og:image"]')).toBe('http://localhost:3000/images/logo.svg')
  })

  it('a past event: Past Event badge, attendees, no registration block', async () => {
    renderDetail('recent')
    await screen.findByRole('heading', { level: 1, name: 'Recent Workshop' })
    expect(screen.getByText('Past Event')).toBeInTheDocument()
    expect(screen.getByText('June 10, 2026')).toBeInTheDocument()
    expect(screen.getByText('25 attendees')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Register Now' })).not.toBeInTheDocument()
  })

  it('Register Now becomes "You\'re Registered ✓", disabled, and toasts once', async () => {
    const user = renderDetail('soon')
    await user.click(await screen.findByRole('button', { name: 'Register Now' }))
    const done = screen.getByRole('button', { name: "You're Registered ✓" })
    expect(done).toBeDisabled()
    expect(toastMock).toHaveBeenCalledExactlyOnceWith({ title: 'Registration successful!' })
  })

  it('suggests up to 3 other events, same category first, never the current one', async () => {
    renderDetail('soon')
    const heading = await screen.findByRole('heading', { level: 2, name: 'Other Events You Might Like' })
    const section = heading.closest('section')!
    const links = within(section)
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(links).toEqual(['Recent Workshop', 'Far Hackathon', 'Later Meetup'])
  })

  it('shows the event from its own file while the rest of the section, for the suggestions, is on its way', async () => {
    let release: (events: unknown) => void = () => {}
    loadEventsMock.mockImplementation(() =>
      loadEventsMock.mock.calls.length === 1
        ? Promise.resolve(EVENTS)
        : new Promise((resolve) => (release = resolve)),
    )
    renderDetail('soon')
    await screen.findByRole('heading', { level: 1 })
    // The section is read once the event shows: release only what has been asked for.
    await waitFor(() => expect(loadEventsMock).toHaveBeenCalledTimes(2))
    expect(screen.queryByRole('heading', { name: 'Other Events You Might Like' })).not.toBeInTheDocument()
    release(EVENTS)
    expect(await screen.findByRole('heading', { name: 'Other Events You Might Like' })).toBeInTheDocument()
  })

  it('without native share, Share copies the link and toasts Link copied!', async () => {
    const user = renderDetail('soon')
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    await user.click(await screen.findByRole('button', { name: 'Share' }))
    expect(await screen.findByText('Link copied!')).toBeInTheDocument()
    expect(screen.getByText('Event link copied to clipboard')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(window.location.href)
  })

  it('an unknown slug shows Event Not Found with Back to Events', async () => {
    renderDetail('nope')
    expect(await screen.findByRole('heading', { level: 1, name: 'Event Not Found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Events' })).toHaveAttribute('href', '/events')
    await waitFor(() => expect(document.title).toBe('Event Not Found | Open Source Community Kampala'))
  })

  it('a load failure toasts a destructive Error', async () => {
    loadEventsMock.mockRejectedValue(new Error('offline'))
    renderDetail('soon')
    await screen.findByRole('heading', { name: 'Event Not Found' })
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledExactlyOnceWith({
        title: 'Error',
        description: 'Failed to load event details. Please try again later.',
        variant: 'destructive',
      }),
    )
  })

  it('shows the only event without a suggestions section', async () => {
    loadEventsMock.mockResolvedValue([makeEvent('solo', { title: 'Solo' })])
    renderDetail('solo')
    await screen.findByRole('heading', { level: 1, name: 'Solo' })
    expect(screen.queryByRole('heading', { name: 'Other Events You Might Like' })).not.toBeInTheDocument()
  })
})
