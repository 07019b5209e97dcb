import type * as Shared from '@osck/shared'
import { TIMINGS } from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeProject, PROJECTS } from '../test/fixtures'
import { ProjectDetailPage } from './ProjectDetailPage'

const { loadProjectMock } = vi.hoisted(() => ({ loadProjectMock: vi.fn() }))
vi.mock('@osck/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  loadProject: loadProjectMock,
}))

const BODA = PROJECTS[0]!
const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')

function renderDetail(slug = 'boda') {
  renderWithProviders(<ProjectDetailPage />, { route: `/projects/${slug}`, path: '/projects/:slug' })
}
/** The wait before the read, then the one after it: React commits in between, as a browser does. */
async function renderShown(slug = 'boda') {
  renderDetail(slug)
  await act(() => vi.advanceTimersByTimeAsync(TIMINGS.projectDetailBeforeMs))
  await act(() => vi.advanceTimersByTimeAsync(TIMINGS.projectDetailAfterMs))
}

describe('ProjectDetailPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers()
    loadProjectMock.mockReset()
    loadProjectMock.mockImplementation(async (slug: string) => PROJECTS.find((p) => p.slug === slug))
  })
  afterEach(() => vi.useRealTimers())

  it('a spinner for 300 ms before reading, a skeleton for 300 ms after, then the project', async () => {
    renderDetail()
    expect(screen.getByRole('status')).toHaveTextContent('Loading project…')
    expect(screen.queryByTestId('detail-skeleton')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.projectDetailBeforeMs - 10))
    expect(loadProjectMock).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(loadProjectMock).toHaveBeenCalledExactlyOnceWith('boda')
    expect(screen.getByTestId('detail-skeleton')).toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.projectDetailAfterMs - 10))
    expect(screen.getByTestId('detail-skeleton')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Boda Safety' })).toBeInTheDocument()
  })

  it('shows the project: back link, image, status, started date, category, tags, description', async () => {
    await renderShown()
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects')
    expect(screen.getByRole('img', { name: 'Boda Safety' })).toHaveAttribute('src', BODA.image)
    expect(screen.getByText('ACTIVE')).toHaveAttribute('data-status-color', 'green')
    expect(screen.getByText('Started: January 10, 2025')).toBeInTheDocument()
    expect(screen.getByText('Mobile Apps')).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: 'Tags' }))
        .getAllByRole('listitem')
        .map((t) => t.textContent),
    ).toEqual(BODA.tags)
    expect(screen.getByText(BODA.description)).toBeInTheDocument()
    expect(screen.getByTestId('current-status')).toHaveTextContent('Current Status: ACTIVE')
  })

  it('View Project opens the link in a new tab; GitHub Repository and the contribute buttons do nothing', async () => {
    await renderShown()
    const view = screen.getByRole('link', { name: 'View Project' })
    expect(view).toHaveAttribute('href', 'https://example.org/boda')
    expect(view).toHaveAttribute('target', '_blank')
    expect(view).toHaveAttribute('rel', expect.stringContaining('noopener'))
    expect(screen.getByRole('button', { name: 'GitHub Repository' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Get Involved' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Ready to Contribute?' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Join this Project' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Contact Project Lead' })).toBeInTheDocument()
  })

  it('no View Project without a link; the date falls back to date', async () => {
    loadProjectMock.mockResolvedValue(
      makeProject('plain', { title: 'Plain', date: '2025-02-18', startDate: undefined }),
    )
    await renderShown('plain')
    expect(screen.queryByRole('link', { name: 'View Project' })).not.toBeInTheDocument()
    expect(screen.getByText('Started: February 18, 2025')).toBeInTheDocument()
  })

  it('the static timeline is an ordered list', async () => {
    await renderShown()
    expect(screen.getByRole('heading', { level: 2, name: 'Project Timeline' })).toBeInTheDocument()
    const steps = within(screen.getByRole('list', { name: 'Project Timeline' })).getAllByRole('listitem')
    expect(steps[0]!.closest('ol')).not.toBeNull()
    const expected = [
      ['Research & Planning', 'Completed'],
      ['Design & Prototyping', 'In Progress'],
      ['Development', 'Starting Next Month'],
      ['Testing & Launch', 'Q3 2025'],
    ]
    expect(steps).toHaveLength(expected.length)
    expected.forEach(([step, when], index) => {
      expect(within(steps[index]!).getByText(step!)).toBeInTheDocument()
      expect(within(steps[index]!).getByText(when!)).toBeInTheDocument()
    })
  })

  it('renders the markdown body', async () => {
    await renderShown()
    // The markdown renderer is a lazy chunk: let React retry on the real clock.
    vi.useRealTimers()
    expect(
      await screen.findByRole('heading', { level: 2, name: 'boda' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    expect(screen.getByText('Body of boda.')).toBeInTheDocument()
  })

  it('sets title, description and the social card from the project', async () => {
    await renderShown()
    expect(document.title).toBe('Boda Safety | Open Source Community Kampala')
    // The tags come with their own chunk, after the screen.
    await vi.waitFor(() => expect(meta('meta[name="description"]')).toBe(BODA.description))
    expect(meta('meta[property="og:title"]')).toBe('Boda Safety | Open Source Community Kampala')
    expect(meta('meta[property="og:description"]')).toBe(BODA.description)
    expect(meta('meta[property="og:image"]')).toMatch(/\/images\/logo\.svg$/)
    expect(meta('meta[name="twitter:title"]')).toBe('Boda Safety | Open Source Community Kampala')
    expect(meta('meta[name="twitter:image"]')).toMatch(/\/images\/logo\.svg$/)
  })

  it('an unknown slug shows Project Not Found with a link back', async () => {
    await renderShown('nope')
    expect(screen.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeInTheDocument()
    expect(
      screen.getByText("The project you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects')
    expect(document.title).toBe('Project Not Found | Open Source Community Kampala')
  })
})
