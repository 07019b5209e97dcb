import { siteConfig, TIMINGS } from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RemoteSection } from '../remotes/RemoteSection'
import { HomePage } from '../routes/HomePage'

vi.mock('../remotes/RemoteSection', () => ({
  RemoteSection: ({ section, part }: { section: string; part: string }) => (
    <section aria-label={`${section} ${part}`}>
      <h2>{section === 'blog' ? 'Latest Articles' : 'Upcoming Events'}</h2>
    </section>
  ),
}))

const H2_ORDER = [
  'Our Community Impact',
  'About Us',
  'Latest Articles',
  'Upcoming Events',
  'What We Do',
  'Community Voices',
  'Join Our Community Today',
]

function renderHome() {
  renderWithProviders(<HomePage RemotePart={RemoteSection} />, { route: '/home', path: '/home' })
}

/** Ends the skeleton time and lets the hero paint. */
async function skeletonTimeOver() {
  await act(async () => vi.advanceTimersByTime(TIMINGS.homeSkeletonMs))
  act(() => vi.advanceTimersByTime(50))
}

const teaserRemote = (section: string) => screen.queryByRole('region', { name: `${section} HomeTeaser` })

describe('HomePage', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows the skeleton for 800 ms, then the content; the teasers load once the hero has painted', async () => {
    renderHome()
    expect(screen.getByText('Loading the home page…')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    // The teasers' placeholders keep their place (heading and skeleton cards) until then.
    expect(screen.getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming Events' })).toBeInTheDocument()
    expect(screen.getByText('Loading articles…')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(TIMINGS.homeSkeletonMs - 1))
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    expect(teaserRemote('blog')).not.toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(1))
    expect(screen.getByRole('heading', { level: 1, name: siteConfig.name })).toBeInTheDocument()
    expect(screen.queryByText('Loading the home page…')).not.toBeInTheDocument()
    expect(teaserRemote('blog')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(50))
    expect(teaserRemote('blog')).toBeInTheDocument()
    expect(teaserRemote('events')).toBeInTheDocument()
    expect(screen.queryByText('Loading articles…')).not.toBeInTheDocument()
  })

  it('renders the sections in the spec order', async () => {
    renderHome()
    await skeletonTimeOver()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      H2_ORDER,
    )
    expect(teaserRemote('blog')).toBeInTheDocument()
    expect(teaserRemote('events')).toBeInTheDocument()
  })

  it('hero: tagline, Join Our Community to /events and Learn More to /about', async () => {
    renderHome()
    await skeletonTimeOver()
    expect(screen.getByText(siteConfig.heroTagline)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Join Our Community' })).toHaveAttribute('href', '/events')
    expect(screen.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about')
  })

  it('About Us shows the mission and the logo', async () => {
    renderHome()
    await skeletonTimeOver()
    expect(screen.getByRole('img', { name: `${siteConfig.name} logo` })).toHaveAttribute(
      'src',
      siteConfig.logo,
    )
    expect(screen.getByText(/volunteer-run home for developers/)).toBeInTheDocument()
  })

  it('sets the page title and description', () => {
    renderHome()
    act(() => vi.advanceTimersByTime(0))
    expect(document.title).toBe(siteConfig.name)
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      siteConfig.description,
    )
  })
})
