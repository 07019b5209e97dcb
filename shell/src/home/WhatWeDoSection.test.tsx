import { renderWithProviders } from '@osck/shared/testing'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WhatWeDoSection } from './WhatWeDoSection'

describe('WhatWeDoSection', { timeout: 30_000 }, () => {
  it('has three cards, each with its h3 and a link with the exact text', () => {
    renderWithProviders(<WhatWeDoSection />)
    const section = screen.getByRole('region', { name: 'What We Do' })
    const cards = within(section).getAllByRole('listitem')
    expect(cards).toHaveLength(3)
    const expected = [
      ['Events & Activities', 'Explore Events', '/events'],
      ['Open Source Projects', 'View Projects', '/projects'],
      ['Knowledge Sharing', 'Read Articles', '/blog'],
    ]
    cards.forEach((card, index) => {
      const [title, action, href] = expected[index]!
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(title!)
      expect(within(card).getByRole('link', { name: action })).toHaveAttribute('href', href)
    })
  })
})
