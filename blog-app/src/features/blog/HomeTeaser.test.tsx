import type * as Shared from '@osck/shared'
import { LIMITS, TIMINGS } from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POSTS, TITLES_NEWEST_FIRST } from '../../test/fixtures'
import { HomeTeaser } from './HomeTeaser'

const { loadBlogPostsMock } = vi.hoisted(() => ({ loadBlogPostsMock: vi.fn() }))
vi.mock('@osck/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  loadBlogPosts: loadBlogPostsMock,
}))

const finishLoading = () => act(() => vi.advanceTimersByTimeAsync(TIMINGS.homeSkeletonMs))

describe('HomeTeaser', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    loadBlogPostsMock.mockReset()
  })
  afterEach(() => vi.useRealTimers())

  it('shows 3 skeletons, then the 3 newest posts as cards and a View All link', async () => {
    loadBlogPostsMock.mockResolvedValue(POSTS)
    renderWithProviders(<HomeTeaser />)
    const section = screen.getByRole('region', { name: 'Latest Articles' })
    expect(within(section).getByRole('heading', { level: 2, name: 'Latest Articles' })).toBeInTheDocument()
    expect(within(section).getAllByTestId('skeleton-card')).toHaveLength(LIMITS.homeBlogPosts)
    await finishLoading()
    expect(within(section).getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/blog')
    const titles = within(section)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link').textContent)
    expect(titles).toEqual(TITLES_NEWEST_FIRST.slice(0, LIMITS.homeBlogPosts))
  })

  it('with no posts: No blog posts found', async () => {
    loadBlogPostsMock.mockResolvedValue([])
    renderWithProviders(<HomeTeaser />)
    await finishLoading()
    expect(screen.getByText('No blog posts found')).toBeInTheDocument()
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument()
  })

  it('a failure is only logged and shows the empty message', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    loadBlogPostsMock.mockRejectedValue(new Error('offline'))
    renderWithProviders(<HomeTeaser />)
    await finishLoading()
    expect(screen.getByText('No blog posts found')).toBeInTheDocument()
    expect(log).toHaveBeenCalledOnce()
  })
})
