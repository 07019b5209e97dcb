import { cssRulesOf, renderWithProviders } from '@osck/shared/testing'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeEvent, NOW } from '../../test/fixtures'
import { EventCard } from './EventCard'

describe('EventCard', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  const event = makeEvent('git-workshop', {
    title: 'Git Workshop',
    description: 'Learn branches and pull requests.',
    date: '2026-06-20T18:30',
    location: 'Outbox Hub',
    category: 'Workshop',
    attendees: 40,
    content: '## Agenda\n\nBring a laptop.',
  })

  it('image, linked title clamped to 2 lines, summary clamped to 3, meta and badges', () => {
    renderWithProviders(<EventCard event={event} />)
    expect(screen.getByRole('img', { name: 'Git Workshop' })).toHaveAttribute('width', '640')
    const link = screen.getByRole('link', { name: 'Git Workshop' })
    expect(link).toHaveAttribute('href', '/events/git-workshop')
    expect(link).toHaveStyle({ WebkitLineClamp: '2' })
    expect(screen.getByText('Learn branches and pull requests.')).toHaveStyle({ WebkitLineClamp: '3' })
    expect(screen.getByText('June 20, 2026 at 6:30 PM')).toBeInTheDocument()
    expect(screen.getByText('Outbox Hub')).toBeInTheDocument()
    expect(screen.getByText('40 attendees')).toBeInTheDocument()
    expect(screen.getByText('Workshop')).toBeInTheDocument()
    expect(screen.getByText('Upcoming')).toBeInTheDocument()
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(screen.queryByText('Bring a laptop.')).not.toBeInTheDocument()
  })

  it('shows Past, no category badge and no attendees when absent; date-only without time', () => {
    renderWithProviders(
      <EventCard
        event={makeEvent('old', { date: '2026-01-05', category: undefined, attendees: undefined })}
      />,
    )
    expect(screen.getByText('Past')).toBeInTheDocument()
    expect(screen.getByText('January 5, 2026')).toBeInTheDocument()
    expect(screen.queryByText(/attendee/)).not.toBeInTheDocument()
    expect(screen.queryByText('Meetup')).not.toBeInTheDocument()
  })

  it('its parts are plain elements styled from the card root (docs/section-teams.md)', () => {
    renderWithProviders(<EventCard event={event} />)
    const card = screen.getByRole('article')
    expect(card.className).not.toBe('')
    expect([...card.querySelectorAll('[class]')].map((part) => part.outerHTML.slice(0, 80))).toEqual([])
  })

  it("each meta line's icon is drawn by the card's CSS, not an SVG per line", () => {
    renderWithProviders(<EventCard event={event} />)
    const card = screen.getByRole('article')
    expect(card.querySelector('svg')).toBeNull()
    const lines = [...card.querySelectorAll('[data-part=meta-line]')]
    expect(lines.map((line) => line.getAttribute('data-icon'))).toEqual(['calendar', 'map-pin', 'users'])
    const css = cssRulesOf(card.className)
    for (const icon of ['calendar', 'map-pin', 'users'])
      expect(css).toMatch(
        new RegExp(String.raw`\[data-icon=${icon}\]::before\{[^}]*mask:url\("data:image/svg\+xml,%3Csvg`),
      )
    expect(css).toMatch(/\[data-part=meta-line\]::before\{[^}]*background:var\(--chakra-colors-brand-fg\)/)
  })
})
