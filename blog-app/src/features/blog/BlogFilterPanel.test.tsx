import { cssRulesOf, renderWithProviders } from '@osck/shared/testing'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { BlogFilterPanel } from './BlogFilterPanel'

function renderPanel() {
  const onApply = vi.fn()
  renderWithProviders(
    <BlogFilterPanel
      id="blog-filters"
      categories={['All', 'Community', 'Tutorials']}
      tags={['All', 'react', 'go']}
      applied={{ category: 'Community', tag: 'All' }}
      onApply={onApply}
    />,
  )
  const panel = screen.getByRole('region', { name: 'Filter articles' })
  return { onApply, panel, button: (name: string) => within(panel).getByRole('button', { name }) }
}

describe('BlogFilterPanel', () => {
  it('starts from the applied filters; Apply Filters applies the chips picked since', () => {
    const { onApply, button } = renderPanel()
    expect(button('Community')).toHaveAttribute('aria-pressed', 'true')
    fireEvent.click(button('Tutorials'))
    fireEvent.click(button('react'))
    expect(onApply).not.toHaveBeenCalled()
    fireEvent.click(button('Apply Filters'))
    expect(onApply).toHaveBeenCalledWith({ category: 'Tutorials', tag: 'react' })
  })

  it('Reset Filters returns both to All and applies at once', () => {
    const { onApply, button } = renderPanel()
    fireEvent.click(button('Reset Filters'))
    expect(onApply).toHaveBeenCalledWith({ category: 'All', tag: 'All' })
    expect(
      within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', { name: 'All' }),
    ).toHaveAttribute('aria-pressed', 'true')
  })

  it('is plain elements styled from the panel: its buttons resolve no style of their own', () => {
    const { panel, button } = renderPanel()
    expect(panel).toHaveAttribute('id', 'blog-filters')
    expect(button('Reset Filters')).not.toHaveAttribute('class')
    expect(button('Apply Filters')).not.toHaveAttribute('class')
    const css = cssRulesOf(panel.className)
    expect(css).toMatch(/\[data-part=actions\]\{[^}]*justify-content:flex-end/)
    expect(css).toMatch(/\[data-part=apply\]\{[^}]*background:var\(--chakra-colors-color-palette-solid\)/)
  })
})
