import type * as Shared from '@osck/shared'
import { LIMITS, TIMINGS } from '@osck/shared'
import { getTestLocation, renderWithProviders } from '@osck/shared/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makePost, POSTS, TITLES_NEWEST_FIRST } from '../test/fixtures'
import { BlogListPage } from './BlogListPage'

const { loadBlogPostsMock, toastMock } = vi.hoisted(() => ({
  loadBlogPostsMock: vi.fn(),
  toastMock: vi.fn(),
}))
vi.mock('@osck/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  loadBlogPosts: loadBlogPostsMock,
  toast: toastMock,
}))

const finishLoading = () => act(() => vi.advanceTimersByTimeAsync(TIMINGS.blogLoaderMs))

async function renderList(route = '/blog') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  renderWithProviders(<BlogListPage />, { route, path: '/blog' })
  await finishLoading()
  return user
}

const list = () => screen.getByRole('region', { name: /Articles|Search Results/ })
const cardTitles = () =>
  within(list())
    .queryAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent)
const heading2 = () => within(list()).getByRole('heading', { level: 2 })
const chip = (group: 'Categories' | 'Tags', name: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('button', { name })

// Role queries over the whole page are slow in jsdom.
describe('BlogListPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    loadBlogPostsMock.mockReset()
    loadBlogPostsMock.mockResolvedValue(POSTS)
    toastMock.mockReset()
  })
  afterEach(() => vi.useRealTimers())

  it('shows 6 skeleton cards for the page loader (about 800 ms), then the posts newest first', async () => {
    renderWithProviders(<BlogListPage />, { route: '/blog', path: '/blog' })
    expect(screen.getByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument()
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(LIMITS.listSkeletons)
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.blogLoaderMs - 50))
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(LIMITS.listSkeletons)
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(screen.queryByTestId('skeleton-card')).not.toBeInTheDocument()
    expect(heading2()).toHaveTextContent('Latest Articles')
    expect(cardTitles()).toEqual(TITLES_NEWEST_FIRST)
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument()
    expect(document.title).toBe('Blog | Open Source Community Kampala')
    // The tags come with their own chunk, after the screen.
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        expect.stringMatching(/^Articles/),
      ),
    )
  })

  it('searches as you type (case-insensitive), keeps the term in the URL and offers Clear Filters', async () => {
    const user = await renderList()
    const search = screen.getByRole('searchbox', { name: 'Search articles' })
    expect(search).toHaveAttribute('placeholder', 'Search articles...')
    await user.type(search, 'MEET')
    await waitFor(() => expect(getTestLocation()).toBe('/blog?q=MEET'))
    expect(heading2()).toHaveTextContent('Search Results for "MEET"')
    expect(cardTitles()).toEqual(['React Meetup Recap', 'Women in Open Source'])
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    await waitFor(() => expect(getTestLocation()).toBe('/blog'))
    expect(search).toHaveValue('')
    expect(heading2()).toHaveTextContent('Latest Articles')
    expect(cardTitles()).toHaveLength(POSTS.length)
  })

  it('the Filters toggle opens a panel whose chips are pending until Apply Filters', async () => {
    const user = await renderList()
    const toggle = screen.getByRole('button', { name: 'Filters' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument()
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAttribute(
      'aria-controls',
      screen.getByRole('region', { name: 'Filter articles' }).id,
    )
    const names = (group: string) =>
      within(screen.getByRole('group', { name: group }))
        .getAllByRole('button')
        .map((b) => b.textContent)
    expect(names('Categories')).toEqual(['All', 'Community', 'Tutorials', 'Technology'])
    expect(names('Tags')).toEqual([
      'All',
      'react',
      'meetup',
      'git',
      'beginners',
      'payments',
      'api',
      'diversity',
      'docs',
    ])
    expect(chip('Categories', 'All')).toHaveAttribute('aria-pressed', 'true')

    await user.click(chip('Categories', 'Community'))
    await user.click(chip('Tags', 'meetup'))
    expect(chip('Categories', 'Community')).toHaveAttribute('aria-pressed', 'true')
    expect(chip('Categories', 'All')).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(getTestLocation()).toBe('/blog'))
    expect(cardTitles()).toHaveLength(POSTS.length)

    await user.click(screen.getByRole('button', { name: 'Apply Filters' }))
    await waitFor(() => expect(getTestLocation()).toBe('/blog?category=Community&tag=meetup'))
    expect(heading2()).toHaveTextContent('Filtered Articles')
    expect(cardTitles()).toEqual(['React Meetup Recap', 'Women in Open Source'])
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }))
    await waitFor(() => expect(getTestLocation()).toBe('/blog'))
    expect(chip('Categories', 'All')).toHaveAttribute('aria-pressed', 'true')
    expect(chip('Tags', 'All')).toHaveAttribute('aria-pressed', 'true')
    expect(heading2()).toHaveTextContent('Latest Articles')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('group', { name: 'Tags' })).not.toBeInTheDocument()
  })

  it('reads filters from the URL; the chips start from them; Clear Filters resets the chips too', async () => {
    const user = await renderList('/blog?tag=meetup&q=women')
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('women')
    expect(heading2()).toHaveTextContent('Search Results for "women"')
    expect(cardTitles()).toEqual(['Women in Open Source'])
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    expect(chip('Tags', 'meetup')).toHaveAttribute('aria-pressed', 'true')
    await user.click(chip('Tags', 'docs'))
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    await waitFor(() => expect(getTestLocation()).toBe('/blog'))
    expect(chip('Tags', 'All')).toHaveAttribute('aria-pressed', 'true')
  })

  it('an empty result shows No posts found; View All Posts clears everything', async () => {
    const user = await renderList('/blog?q=quantum&category=Tutorials')
    expect(within(list()).getByRole('heading', { name: 'No posts found' })).toBeInTheDocument()
    expect(cardTitles()).toEqual([])
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'View All Posts' }))
    await waitFor(() => expect(getTestLocation()).toBe('/blog'))
    expect(cardTitles()).toEqual(TITLES_NEWEST_FIRST)
  })

  it('Load More shows from 6 displayed posts and toasts that it is coming soon', async () => {
    loadBlogPostsMock.mockResolvedValue([...POSTS, makePost('sixth', { title: 'Sixth', date: '2024-01-01' })])
    const user = await renderList()
    expect(cardTitles()).toHaveLength(6)
    await user.click(screen.getByRole('button', { name: 'Load More' }))
    expect(toastMock).toHaveBeenCalledExactlyOnceWith({
      title: 'Loading more posts',
      description: 'This feature will be available soon.',
    })
    await user.type(screen.getByRole('searchbox', { name: 'Search articles' }), 'sixth')
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
  })

  it('no Load More with 5 posts', async () => {
    await renderList()
    expect(cardTitles()).toHaveLength(5)
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
  })

  it('a load failure toasts a destructive error and shows the empty state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    loadBlogPostsMock.mockRejectedValue(new Error('offline'))
    await renderList()
    expect(toastMock).toHaveBeenCalledExactlyOnceWith({
      title: 'Error loading blog posts',
      description: 'Please try again later',
      variant: 'destructive',
    })
    expect(log).toHaveBeenCalled()
    expect(screen.getByRole('heading', { name: 'No posts found' })).toBeInTheDocument()
  })

  it('has the newsletter form under the list', async () => {
    await renderList()
    const newsletter = screen.getByRole('region', { name: 'Subscribe to our newsletter' })
    expect(within(newsletter).getByLabelText('Email address')).toHaveAttribute('type', 'email')
    expect(within(newsletter).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument()
  })
})
