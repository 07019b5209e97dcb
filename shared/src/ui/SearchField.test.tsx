import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { cssRulesOf, renderWithProviders } from '../testing'
import { SearchField } from './SearchField'

function renderField(value = '') {
  const onChange = vi.fn()
  renderWithProviders(
    <SearchField label="Search events" placeholder="Search events..." value={value} onChange={onChange} />,
  )
  return { onChange, box: screen.getByRole('searchbox', { name: 'Search events' }) }
}

describe('SearchField', () => {
  it('is a labelled search box with its icon, styled as Chakra’s large outline input from one class', () => {
    const { box } = renderField('react')
    expect(box).toHaveValue('react')
    expect(box).toHaveAttribute('placeholder', 'Search events...')
    const group = box.parentElement!
    expect(group.querySelector('[data-part=icon] svg')).toHaveAttribute('aria-hidden', 'true')
    // The input and the icon's box carry no class of their own: they resolve no style at run time.
    expect(box).not.toHaveAttribute('class')
    expect(group.querySelector('[data-part=icon]')).not.toHaveAttribute('class')
    const css = cssRulesOf(group.className)
    expect(css).toMatch(/>input\{[^}]*--input-height:var\(--chakra-sizes-11\)/)
    expect(css).toMatch(/>input\{[^}]*border-width:1px/)
    expect(css).toMatch(/>input\{[^}]*padding-inline-start:var\(--chakra-spacing-10\)/)
    expect(css).toMatch(/>input:is\(:focus-visible[^{]*\{[^}]*outline-color:var\(--focus-ring-color\)/)
    expect(css).toMatch(/\[data-part=icon\]\{[^}]*position:absolute/)
  })

  it('hands each keystroke on, the first of a search as a new one', () => {
    const { box, onChange } = renderField()
    fireEvent.change(box, { target: { value: 'r' } })
    fireEvent.change(box, { target: { value: 're' } })
    expect(box).toHaveValue('re')
    expect(onChange.mock.calls).toEqual([
      ['r', false],
      ['re', true],
    ])
  })
})
