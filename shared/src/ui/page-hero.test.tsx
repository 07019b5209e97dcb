import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { cssRulesOf, renderWithProviders } from '../testing'
import { PageHero } from './blocks'

describe('PageHero', () => {
  it('is a band with the page h1, its line and what the list puts below, as plain parts', () => {
    renderWithProviders(
      <PageHero title="Events & Activities" subtitle="Find your next one.">
        <input aria-label="Search events" />
      </PageHero>,
    )
    const title = screen.getByRole('heading', { level: 1, name: 'Events & Activities' })
    const band = title.closest('section')!
    expect(band).toContainElement(screen.getByText('Find your next one.'))
    expect(band).toContainElement(screen.getByRole('textbox', { name: 'Search events' }))
    // Styled from the band (one class for every hero), not component by component.
    expect([...band.querySelectorAll('[class]')]).toEqual([])
    const css = cssRulesOf(band.className)
    expect(css).toMatch(/background:var\(--chakra-colors-brand-subtle\)/)
    expect(css).toMatch(/\[data-part=title\]\{[^}]*font-weight:var\(--chakra-font-weights-extrabold\)/)
    expect(css).toMatch(/\[data-part=container\]\{[^}]*max-width:var\(--chakra-sizes-7xl\)/)
  })

  it('leaves out the line under the title when there is none', () => {
    renderWithProviders(<PageHero title="Past Events" />)
    const band = screen.getByRole('heading', { level: 1 }).closest('section')!
    expect(band.querySelector('p')).toBeNull()
  })
})
