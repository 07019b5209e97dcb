import { LIMITS } from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { makeEvent } from '../../test/fixtures'
import { FeaturedCarousel } from './FeaturedCarousel'

const three = ['one', 'two', 'three'].map((slug) => makeEvent(slug, { title: `Featured ${slug}` }))

const visibleSlide = () => screen.getByRole('group', { name: /of/ })
const prev = () => screen.getByRole('button', { name: 'Previous featured event' })
const next = () => screen.getByRole('button', { name: 'Next featured event' })

describe('FeaturedCarousel', () => {
  it('shows 3 skeleton cards while loading', () => {
    renderWithProviders(<FeaturedCarousel events={[]} loading />)
    expect(screen.getByRole('heading', { level: 2, name: 'Featured Events' })).toBeInTheDocument()
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(LIMITS.featuredSkeletons)
  })

  it('with 3 slides: prev disabled at the start, next disabled at the end, no loop', async () => {
    const user = userEvent.setup()
    renderWithProviders(<FeaturedCarousel events={three} loading={false} />)
    expect(screen.getByRole('link', { name: 'View all' })).toHaveAttribute('href', '/events')
    expect(visibleSlide()).toHaveAccessibleName('1 of 3')
    expect(prev()).toBeDisabled()
    await user.click(next())
    await user.click(next())
    expect(visibleSlide()).toHaveAccessibleName('3 of 3')
    expect(screen.getByRole('heading', { level: 3, name: 'Featured three' })).toBeInTheDocument()
    expect(next()).toBeDisabled()
    await user.click(prev())
    expect(visibleSlide()).toHaveAccessibleName('2 of 3')
  })

  it('loops when there are more than 3 slides', async () => {
    const user = userEvent.setup()
    const four = [...three, makeEvent('four')]
    renderWithProviders(<FeaturedCarousel events={four} loading={false} />)
    expect(prev()).toBeEnabled()
    await user.click(prev())
    expect(visibleSlide()).toHaveAccessibleName('4 of 4')
    await user.click(next())
    expect(visibleSlide()).toHaveAccessibleName('1 of 4')
  })

  it('ArrowRight / ArrowLeft on the focused carousel region move the slides', () => {
    renderWithProviders(<FeaturedCarousel events={three} loading={false} />)
    const region = screen.getByRole('region', { name: 'Featured Events' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    region.focus()
    fireEvent.keyDown(region, { key: 'ArrowRight' })
    expect(visibleSlide()).toHaveAccessibleName('2 of 3')
    fireEvent.keyDown(region, { key: 'ArrowLeft' })
    fireEvent.keyDown(region, { key: 'ArrowLeft' })
    expect(visibleSlide()).toHaveAccessibleName('1 of 3')
  })

  it('has no sliding transition under prefers-reduced-motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('prefers-reduced-motion'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    )
    renderWithProviders(<FeaturedCarousel events={three} loading={false} />)
    expect(screen.getByRole('region', { name: 'Featured Events' })).toHaveAttribute(
      'data-reduced-motion',
      'true',
    )
  })

  it('renders nothing when there is nothing to feature', () => {
    renderWithProviders(<FeaturedCarousel events={[]} loading={false} />)
    expect(screen.queryByRole('heading', { name: 'Featured Events' })).not.toBeInTheDocument()
  })
})
