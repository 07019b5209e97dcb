import type * as Shared from '@osck/shared'
import { LIMITS, SAMPLE_PROJECT, siteConfig, TIMINGS } from '@osck/shared'
import { getTestLocation, renderWithProviders } from '@osck/shared/testing'
import { act, screen, within, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeProject, PROJECTS } from '../test/fixtures'
import { ProjectsListPage } from './ProjectsListPage'

const { loadProjectsMock, toastMock } = vi.hoisted(() => ({ loadProjectsMock: vi.fn(), toastMock: vi.fn() }))
vi.mock('@osck/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  loadProjects: loadProjectsMock,
  toast: toastMock,
}))

const LOADED_MS = TIMINGS.projectsLoadStartMs + TIMINGS.projectsLoaderClearMs
const finishLoading = () => act(() => vi.advanceTimersByTimeAsync(LOADED_MS))

function renderList(route = '/projects') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  renderWithProviders(<ProjectsListPage />, { route, path: '/projects' })
  return user
}

/** The h2 above the cards (its text changes with the filters). */
const listHeading = () => {
  const heading = document.getElementById('projects-heading')!
  expect(heading.tagName).toBe('H2')
  return heading
}
const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Projects' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)
const categoryButton = (name: string) =>
  within(screen.getByRole('list', { name: 'Categories' })).getByRole('button', { name, exact: true } as never)
const filtersButton = () => screen.getByRole('button', { name: 'Filters', exact: true } as never)

describe('ProjectsListPage', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    loadProjectsMock.mockReset()
    loadProjectsMock.mockResolvedValue(PROJECTS)
    toastMock.mockReset()
  })
  afterEach(() => vi.useRealTimers())

  it('starts loading after 500 ms and shows six skeletons until 600 ms after the data arrived', async () => {
    // Only the fake clock moves here, however slow the machine.
    vi.useRealTimers()
    vi.useFakeTimers()
    renderList()
    expect(screen.getByRole('heading', { level: 1, name: 'Our Projects' })).toBeInTheDocument()
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(LIMITS.listSkeletons)
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.projectsLoadStartMs - 10))
    expect(loadProjectsMock).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(20))
    expect(loadProjectsMock).toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(TIMINGS.projectsLoaderClearMs - 30))
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(LIMITS.listSkeletons)
    expect(screen.queryByTestId('project-card')).not.toBeInTheDocument()
    await act(() => vi.advanceTimersByTimeAsync(30))
    expect(screen.queryByTestId('skeleton-card')).not.toBeInTheDocument()
    expect(screen.getAllByTestId('project-card')).toHaveLength(PROJECTS.length)
    expect(document.title).toBe('Projects | Open Source Community Kampala')
  })

  it('Featured Projects and the count with no filters; each card links to its project', async () => {
    renderList()
    await finishLoading()
    expect(listHeading()).toHaveTextContent('Featured Projects')
    expect(screen.getByText('4 projects found')).toBeInTheDocument()
    expect(cardTitles()).toEqual(['Boda Safety', 'Clinic Queue', 'Luganda Keyboard', 'Open Maps'])
    expect(screen.getByRole('link', { name: 'Clinic Queue' })).toHaveAttribute('href', '/projects/clinic')
  })

  it('category, tag and search combine with AND, live in the URL and name the heading', async () => {
    const user = renderList()
    await finishLoading()
    expect(screen.queryByRole('button', { name: 'Reset' })).not.toBeInTheDocument()
    expect(categoryButton('All')).toHaveAttribute('aria-pressed', 'true')

    await user.click(categoryButton('Mobile Apps'))
    await waitFor(() => expect(getTestLocation()).toBe('/projects?category=Mobile+Apps'))
    expect(categoryButton('Mobile Apps')).toHaveAttribute('aria-pressed', 'true')
    expect(listHeading()).toHaveTextContent('Mobile Apps Projects')
    expect(screen.getByText('2 projects found')).toBeInTheDocument()

    await user.click(filtersButton())
    await user.click(screen.getByRole('button', { name: 'sms' }))
    await waitFor(() => expect(getTestLocation()).toBe('/projects?category=Mobile+Apps&tag=sms'))
    expect(screen.getByRole('button', { name: 'sms' })).toHaveAttribute('aria-pressed', 'true')
    expect(listHeading()).toHaveTextContent('Mobile Apps Projects')
    expect(screen.getByText('1 project found')).toBeInTheDocument()
    expect(cardTitles()).toEqual(['Boda Safety'])

    await user.type(screen.getByRole('searchbox', { name: 'Search projects' }), 'keyboard')
    await waitFor(() => expect(getTestLocation()).toBe('/projects?category=Mobile+Apps&tag=sms&q=keyboard'))
    expect(listHeading()).toHaveTextContent('Search Results for "keyboard"')
    expect(screen.getByText('0 projects found')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(getTestLocation()).toBe('/projects'))
    expect(listHeading()).toHaveTextContent('Featured Projects')
    expect(screen.getByText('4 projects found')).toBeInTheDocument()
  })

  it('reads the filters from the URL; a tag alone names the heading', async () => {
    renderList('/projects?tag=maps')
    await finishLoading()
    expect(listHeading()).toHaveTextContent('Projects tagged with "maps"')
    expect(cardTitles()).toEqual(['Boda Safety', 'Open Maps'])
    expect(screen.getByRole('button', { name: 'Reset' })).toBeInTheDocument()
  })

  it('empty state with View All Projects resetting the filters', async () => {
    const user = renderList('/projects?q=nothing-matches&category=Healthcare')
    await finishLoading()
    expect(screen.getByRole('heading', { name: 'No projects found' })).toBeInTheDocument()
    expect(
      screen.getByText(
        "We couldn't find any projects matching your current filters. Try adjusting your search criteria.",
      ),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'View All Projects' }))
    await waitFor(() => expect(getTestLocation()).toBe('/projects'))
    expect(screen.getAllByTestId('project-card')).toHaveLength(4)
  })

  it('renders every category button (the extra ones are hidden on desktop only)', async () => {
    const categories = ['A', 'B', 'C', 'D', 'E', 'F', 'G']
    loadProjectsMock.mockResolvedValue(categories.map((category) => makeProject(category, { category })))
    renderList()
    await finishLoading()
    const buttons = within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(['All', ...categories])
  })

  it('the Filters dropdown: tag badges, closes on an outside click and on Escape (focus back)', async () => {
    const tags = Array.from({ length: 12 }, (_, i) => `tag${i}`)
    loadProjectsMock.mockResolvedValue([makeProject('x', { tags })])
    const user = renderList()
    await finishLoading()
    const button = filtersButton()
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()

    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toBeVisible()
    const badges = within(panel).getByRole('group', { name: 'Filter by tag' })
    expect(
      within(badges)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(tags.slice(0, LIMITS.projectTagBadges))
    expect(within(panel).getByRole('button', { name: 'Reset All Filters' })).toBeInTheDocument()

    await user.click(within(badges).getByRole('button', { name: 'tag3' }))
    expect(panel).toBeVisible()
    await user.click(screen.getByRole('heading', { level: 1 }))
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()

    await user.click(button)
    await user.keyboard('{Escape}')
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(button).toHaveFocus()

    await user.click(button)
    await user.click(within(panel).getByRole('button', { name: 'Reset All Filters' }))
    await waitFor(() => expect(getTestLocation()).toBe('/projects'))
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('Join Our Community opens the chat invite in a new tab without an opener', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const user = renderList()
    await user.click(screen.getByRole('button', { name: 'Join Our Community' }))
    expect(open).toHaveBeenCalledExactlyOnceWith(siteConfig.chatInviteUrl, '_blank', 'noopener,noreferrer')
  })

  it('Project Categories: six tiles with real counts or the fallbacks, and View links', async () => {
    renderList()
    await finishLoading()
    const section = screen.getByRole('region', { name: 'Project Categories' })
    const tiles = within(section).getAllByTestId('category-tile')
    const counts = tiles.map((tile) => [
      within(tile).getByRole('heading').textContent,
      within(tile).getByTestId('category-count').textContent,
    ])
    expect(counts).toEqual([
      ['Web Applications', '5 projects'],
      ['Mobile Apps', '2 projects'],
      ['Education', '6 projects'],
      ['Healthcare', '1 project'],
      ['E-Commerce', '2 projects'],
      ['Open Source', '7 projects'],
    ])
    const view = within(section).getByRole('link', { name: 'View Web Applications projects' })
    expect(view).toHaveAttribute('href', '#')
    expect(view).toHaveTextContent('View')
    expect(within(section).getAllByRole('link', { name: /^View .+ projects$/ })).toHaveLength(6)
  })

  it('Community Impact Projects: four images and a gallery button that only toasts', async () => {
    const user = renderList()
    await finishLoading()
    const section = screen.getByRole('region', { name: 'Community Impact Projects' })
    const images = within(section).getAllByRole('img')
    expect(images.map((img) => img.getAttribute('src'))).toEqual(
      [1, 2, 3, 4].map((n) => `/images/impact-${n}.generated.jpg`),
    )
    images.forEach((img) => expect(img.getAttribute('alt')).not.toBe(''))
    await user.click(within(section).getByRole('button', { name: 'View Project Gallery' }))
    expect(toastMock).toHaveBeenCalledExactlyOnceWith({
      title: 'Projects Gallery',
      description: 'This feature will be available soon!',
    })
  })

  it('Suggest a Project and Submit Your Idea both open the suggest dialog', async () => {
    await import('../features/projects/SuggestDialog')
    const user = renderList()
    await finishLoading()
    await user.click(screen.getByRole('button', { name: 'Suggest a Project' }))
    expect(
      await screen.findByRole('dialog', { name: 'Suggest a Project' }, { timeout: 5000 }),
    ).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { level: 2, name: 'Have a Project Idea?' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Submit Your Idea' }))
    expect(
      await screen.findByRole('dialog', { name: 'Suggest a Project' }, { timeout: 5000 }),
    ).toBeInTheDocument()
  })

  it('a project data failure is logged and the sample project is shown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    loadProjectsMock.mockRejectedValue(new Error('offline'))
    renderList()
    await finishLoading()
    expect(error).toHaveBeenCalled()
    expect(cardTitles()).toEqual([SAMPLE_PROJECT.title])
    expect(screen.getByText('1 project found')).toBeInTheDocument()
  })
})
