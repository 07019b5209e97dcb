import { renderWithProviders } from '@osck/shared/testing'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Footer } from './Footer'

describe('Footer', () => {
  it('has the spec links, social placeholders, tagline and copyright', () => {
    renderWithProviders(<Footer />)
    const nav = screen.getByRole('navigation', { name: 'Footer' })
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href')
    expect(href('Events')).toBe('/events')
    expect(href('Projects')).toBe('/projects')
    expect(href('Blog Posts')).toBe('/blog')
    expect(href('Join Us')).toBe('#join-us')
    for (const social of ['Twitter', 'LinkedIn', 'Instagram']) {
      expect(screen.getByRole('link', { name: social })).toHaveAttribute('href', '#')
    }
    expect(
      screen.getByText('Empowering innovation through collaboration, creativity and community engagement.'),
    ).toBeInTheDocument()
    expect(screen.getByText(/© 2025/)).toBeInTheDocument()
  })
})
