import type * as Shared from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { fireEvent, screen, within } from '@testing-library/react'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { makeProject } from '../../test/fixtures'
import { cardDelayMs, ProjectCard } from './ProjectCard'

const { reducedMotion } = vi.hoisted(() => ({ reducedMotion: { value: false } }))
vi.mock('@osck/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  useReducedMotion: () => reducedMotion.value,
}))

const renderCard = (overrides: Partial<Shared.Project> = {}, index = 0) =>
  renderWithProviders(
    <ProjectCard project={makeProject('boda', { title: 'Boda Safety', ...overrides })} index={index} />,
  )

describe('ProjectCard', () => {
  beforeEach(() => {
    reducedMotion.value = false
  })

  it('links to the project and shows image, category, title and description', () => {
    renderCard({ category: 'Mobile Apps', description: 'Trip sharing.', image: '/uploads/boda.svg' })
    expect(screen.getByRole('link', { name: 'Boda Safety' })).toHaveAttribute('href', '/projects/boda')
    expect(screen.getByRole('heading', { level: 3, name: 'Boda Safety' })).toBeInTheDocument()
    const image = screen.getByRole('img', { name: 'Boda Safety' })
    expect(image).toHaveAttribute('src', '/uploads/boda.svg')
    expect(image).toHaveAttribute('width', '640')
    expect(image).toHaveAttribute('height', '360')
    expect(screen.getByText('Mobile Apps')).toBeInTheDocument()
    expect(screen.getByText('Trip sharing.')).toBeInTheDocument()
  })

  it('keeps its entrance delay when a filter moves it up or down the list (no re-render per keystroke)', () => {
    const project = makeProject('boda', { title: 'Boda Safety' })
    function MovingCard() {
      const [index, setIndex] = useState(4)
      return (
        <>
          <button onClick={() => setIndex(0)}>Move to the top</button>
          <ProjectCard project={project} index={index} />
        </>
      )
    }
    renderWithProviders(<MovingCard />)
    expect(screen.getByTestId('project-card').style.animationDelay).toBe(`${cardDelayMs(4)}ms`)
    fireEvent.click(screen.getByRole('button', { name: 'Move to the top' }))
    expect(screen.getByTestId('project-card').style.animationDelay).toBe(`${cardDelayMs(4)}ms`)
  })

  it('is an element of its own per project: one that comes into a place in the list makes its entrance', () => {
    function Place() {
      const [slug, setSlug] = useState('boda')
      return (
        <>
          <button onClick={() => setSlug('clinic')}>Filter</button>
          <ProjectCard project={makeProject(slug, { title: slug })} index={2} />
        </>
      )
    }
    renderWithProviders(<Place />)
    const before = screen.getByTestId('project-card')
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    const after = screen.getByTestId('project-card')
    expect(after).not.toBe(before)
    expect(after.style.animationDelay).toBe(`${cardDelayMs(2)}ms`)
  })

  it('shows up to 3 tags plus "+N more"', () => {
    renderCard({ tags: ['mobile', 'flutter', 'maps', 'safety', 'sms'] })
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')
    expect(tags.map((tag) => tag.textContent)).toEqual(['mobile', 'flutter', 'maps', '+2 more'])
  })

  it('shows exactly 3 tags without a "+N more"', () => {
    renderCard({ tags: ['mobile', 'flutter', 'maps'] })
    expect(screen.queryByText(/more$/)).not.toBeInTheDocument()
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(3)
  })

  it('shows up to 3 collaborator initials named in full, plus "+N"', () => {
    renderCard({
      collaborators: ['Amina Okello', 'Brian Ssali', 'Carol Nabirye', 'Daniel Kato', 'Esther Auma'],
    })
    const list = screen.getByRole('list', { name: 'Collaborators' })
    const avatars = within(list).getAllByRole('img')
    expect(avatars.map((a) => a.textContent)).toEqual(['AO', 'BS', 'CN', '+2'])
    expect(avatars[0]).toHaveAccessibleName('Amina Okello')
    expect(avatars[0]).toHaveAttribute('title', 'Amina Okello')
    expect(avatars[3]).toHaveAccessibleName('2 more collaborators')
  })

  it('no "+N" with 3 collaborators or fewer; no lists without tags or collaborators', () => {
    renderCard({ collaborators: ['Amina Okello', 'Brian Ssali', 'Carol Nabirye'] })
    expect(within(screen.getByRole('list', { name: 'Collaborators' })).getAllByRole('img')).toHaveLength(3)
    expect(screen.queryByText(/^\+/)).not.toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Tags' })).not.toBeInTheDocument()
  })

  it.each([
    ['Active', 'green'],
    ['ACTIVE', 'green'],
    ['completed', 'blue'],
    ['In Development', 'orange'],
    ['in development', 'orange'],
    ['RESEARCH', 'purple'],
    ['Planning', 'yellow'],
    ['planning', 'yellow'],
    ['On Hold', 'gray'],
    ['Archived', 'gray'],
  ])('status %s is %s (case-insensitive)', (status, color) => {
    renderCard({ status })
    const badge = screen.getByText(status)
    expect(badge).toHaveAttribute('data-status-color', color)
    // The badge's colour palette (text and background) is the status colour's.
    const palette = (token: string) =>
      getComputedStyle(badge).getPropertyValue(`--chakra-colors-color-palette-${token}`)
    expect(palette('fg')).toBe(`var(--chakra-colors-${color}-fg)`)
    expect(palette('subtle')).toBe(`var(--chakra-colors-${color}-subtle)`)
  })

  it('enters after 400 ms plus 100 ms per card', () => {
    expect(cardDelayMs(0)).toBe(400)
    expect(cardDelayMs(4)).toBe(800)
    renderCard({}, 2)
    expect(screen.getByTestId('project-card')).toHaveStyle({ animationDelay: '600ms' })
  })

  it('has no entrance animation under reduced motion', () => {
    reducedMotion.value = true
    renderCard({}, 2)
    expect(screen.getByTestId('project-card').style.animationDelay).toBe('')
  })
})

describe('ProjectCard parts', () => {
  it('are plain elements styled from the card root (docs/section-teams.md): no part has a class', () => {
    renderCard({
      tags: ['mobile', 'flutter', 'maps', 'safety'],
      collaborators: ['Amina Okello', 'Brian Ssali', 'Carol Nabirye', 'Daniel Kato'],
    })
    const card = screen.getByTestId('project-card')
    expect(card.className).not.toBe('')
    expect([...card.querySelectorAll('[class]')].map((part) => part.outerHTML.slice(0, 80))).toEqual([])
  })
})
