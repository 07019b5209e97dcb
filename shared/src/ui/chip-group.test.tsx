import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { cssRulesOf, renderWithProviders } from '../testing'
import { ChipGroup } from './blocks'

describe('ChipGroup', () => {
  it('is a labelled group of toggle buttons, one pressed; a click selects its value', async () => {
    const onSelect = vi.fn()
    renderWithProviders(
      <ChipGroup
        label="Category"
        options={['All', 'Talks', 'Workshops']}
        selected="Talks"
        onSelect={onSelect}
      />,
    )
    const group = screen.getByRole('group', { name: 'Category' })
    const chips = screen.getAllByRole('button')
    expect(chips.map((chip) => chip.textContent)).toEqual(['All', 'Talks', 'Workshops'])
    expect(chips.map((chip) => chip.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'false'])
    expect(chips.every((chip) => chip.getAttribute('type') === 'button')).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Workshops' }))
    expect(onSelect).toHaveBeenCalledWith('Workshops')
    // Chakra's small brand Button: outline, solid while pressed, round; styled from the group.
    const rules = cssRulesOf(group.className)
    expect(rules).toMatch(
      /button\[aria-pressed=true\]\{[^}]*background:var\(--chakra-colors-color-palette-solid\)/,
    )
    expect(rules).toMatch(/border-radius:var\(--chakra-radii-full\)/)
    expect(rules).toMatch(/--chakra-colors-color-palette-solid:var\(--chakra-colors-brand-solid\)/)
  })

  it('marks the options hidden from md up, and one row on narrow screens', () => {
    renderWithProviders(
      <ChipGroup
        label="Location"
        options={['All', 'A', 'B', 'C']}
        selected="All"
        onSelect={() => {}}
        hiddenFrom={2}
        oneRowOnNarrow
      />,
    )
    const narrowOnly = screen.getAllByRole('button').map((chip) => chip.hasAttribute('data-narrow-only'))
    expect(narrowOnly).toEqual([false, false, true, true])
    expect(screen.getByRole('group', { name: 'Location' }).querySelector('[data-one-row]')).not.toBeNull()
  })
})
