import type * as Shared from '@osck/shared'
import { LIMITS } from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makePost, POSTS } from '../test/fixtures'
import { BlogDetailPage } from './BlogDetailPage'

const { loadBlogPostsMock, toastMock } = vi.hoisted(() => ({
  loadBlogPostsMock: vi.fn(),
  toastMock: vi.fn(),
}))
vi.mock('@osck/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  loadBlogPosts: loadBlogPostsMock,
  // The post comes from its own file, the related posts from the whole blog: one fake for both.
  loadBlogPost: async (slug: string) =>
    ((await loadBlogPostsMock()) as Shared.BlogPost[]).find((post) => post.slug === slug),
  toast: toastMock,
}))

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')

function renderDetail(slug: string) {
  const user = userEvent.setup()
  renderWithProviders(<BlogDetailPage />, { route: `/blog/${slug}`, path: '/blog/:slug' })
  return user
}

const relatedSection = () => screen.getByRole('region', { name: 'Related Articles' })

describe('BlogDetailPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    loadBlogPostsMock.mockReset()
    loadBlogPostsMock.mockResolvedValue(POSTS)
    toastMock.mockReset()
  })
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share')
  })

  it('shows a skeleton, then category, title, date, author, image, body and tags, with article meta tags', async () => {
    let release: (posts: unknown) => void = () => {}
    loadBlogPostsMock.mockReturnValue(new Promise((resolve) => (release = resolve)))
    renderDetail('react-recap')
    expect(screen.getByRole('status')).toHaveTextContent('Loading article…')
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    release(POSTS)

    const title = await screen.findByRole('heading', { level: 1, name: 'React Meetup Recap' })
    const article = title.closest('article')!
    expect(within(article).getByText('Community')).toBeInTheDocument()
    expect(within(article).getByText('March 10, 2026')).toHaveAttribute('datetime', '2026-03-10')
    expect(within(article).getByText('Joel Ssempa', { selector: 'span' })).toBeInTheDocument()
    const image = within(article).getByRole('img', { name: 'React Meetup Recap' })
    expect(image).toHaveAttribute('width', '1200')
    expect(image).toHaveAttribute('height', '630')
    expect(await within(article).findByText('Body of react-recap.')).toBeInTheDocument()
    const tags = within(article).getByRole('list', { name: 'Tags' })
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['react', 'meetup'])

    await waitFor(() => expect(document.title).toBe('React Meetup Recap | Open Source Community Kampala'))
    // The tags come with their own chunk, after the screen.
    await waitFor(() =>
      expect(meta('meta[name="description"]')).toBe('Three talks on React and accessibility.'),
    )
    expect(meta('meta[property="og:title"]')).toBe('React Meetup Recap | Open Source Community Kampala')
    expect(meta('meta[property="og:type"]')).toBe('article')
    expect(meta('meta[property="og:image"]')).toBe('http://localhost:3000/uploads/post.svg')
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image')
  })

  it('has an About the Author card with the author and a sentence', async () => {
    renderDetail('react-recap')
    const card = await screen.findByRole('complementary', { name: 'About the Author' })
    expect(within(card).getByText('Joel Ssempa')).toBeInTheDocument()
    expect(
      within(card).getByText(/^Joel Ssempa writes for Open Source Community Kampala/),
    ).toBeInTheDocument()
  })

  it('relates up to 3 newer-first posts of the same category, never itself, with View All Posts', async () => {
    const extra = [
      makePost('c1', { title: 'C1', date: '2026-06-01' }),
      makePost('other', { title: 'Other', category: 'Events' }),
    ]
    loadBlogPostsMock.mockResolvedValue([...POSTS, ...extra])
    renderDetail('react-recap')
    await screen.findByRole('heading', { level: 1, name: 'React Meetup Recap' })
    const titles = () =>
      within(relatedSection())
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('link').textContent)
    await waitFor(() => expect(titles()).toHaveLength(LIMITS.relatedPosts))
    expect(titles()).toEqual(['C1', 'Why Documentation Matters', 'Women in Open Source'])
    expect(within(relatedSection()).getByRole('link', { name: 'View All Posts' })).toHaveAttribute(
      'href',
      '/blog',
    )
  })

  it('shows the post from its own file while the rest of the blog, for Related Articles, is on its way', async () => {
    let release: (posts: unknown) => void = () => {}
    loadBlogPostsMock.mockImplementation(() =>
      loadBlogPostsMock.mock.calls.length === 1
        ? Promise.resolve(POSTS)
        : new Promise((resolve) => (release = resolve)),
    )
    renderDetail('react-recap')
    await screen.findByRole('heading', { level: 1, name: 'React Meetup Recap' })
    // The blog is read once the post shows: release only what has been asked for.
    await waitFor(() => expect(loadBlogPostsMock).toHaveBeenCalledTimes(2))
    expect(within(relatedSection()).getByRole('status')).toHaveTextContent('Loading related articles…')
    release(POSTS)
    await waitFor(() => expect(within(relatedSection()).queryByRole('status')).not.toBeInTheDocument())
    expect(within(relatedSection()).getAllByRole('link', { name: /Women in Open Source/ })).not.toHaveLength(
      0,
    )
  })

  it('Like toggles locally with aria-pressed and toasts each way', async () => {
    const user = renderDetail('react-recap')
    const like = await screen.findByRole('button', { name: 'Like' })
    expect(like).toHaveAttribute('aria-pressed', 'false')
    await user.click(like)
    expect(like).toHaveAttribute('aria-pressed', 'true')
    expect(toastMock).toHaveBeenLastCalledWith({ title: 'You liked this post' })
    await user.click(like)
    expect(like).toHaveAttribute('aria-pressed', 'false')
    expect(toastMock).toHaveBeenLastCalledWith({ title: 'You unliked this post' })
    expect(toastMock).toHaveBeenCalledTimes(2)
  })

  it('Share uses the native share sheet with title, description and URL', async () => {
    const share = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'share', { value: share, configurable: true })
    const user = renderDetail('react-recap')
    await user.click(await screen.findByRole('button', { name: 'Share' }))
    expect(share).toHaveBeenCalledExactlyOnceWith({
      title: 'React Meetup Recap',
      text: 'Three talks on React and accessibility.',
      url: window.location.href,
    })
    expect(screen.queryByText('Link copied!')).not.toBeInTheDocument()
  })

  it('without native share, Share copies the link and toasts Link copied!', async () => {
    const user = renderDetail('react-recap')
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    await user.click(await screen.findByRole('button', { name: 'Share' }))
    expect(await screen.findByText('Link copied!')).toBeInTheDocument()
    expect(screen.getByText('Blog post link copied to clipboard')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(window.location.href)
  })

  it('an unknown slug shows Blog Post Not Found with a sentence and Back to Blog', async () => {
    renderDetail('no-such-post')
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument()
    expect(
      screen.getByText("The article you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog')
    await waitFor(() => expect(document.title).toBe('Blog Post Not Found | Open Source Community Kampala'))
  })

  it('a load failure is only logged and shows the not-found state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    loadBlogPostsMock.mockRejectedValue(new Error('offline'))
    renderDetail('react-recap')
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog Post Not Found' })).toBeInTheDocument()
    expect(log).toHaveBeenCalledOnce()
    expect(toastMock).not.toHaveBeenCalled()
  })
})
