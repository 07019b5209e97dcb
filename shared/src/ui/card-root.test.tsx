import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { cssRulesOf as rulesOf, renderWithProviders } from '../testing'
import { cardSlotRecipe } from '@chakra-ui/react/theme'
import { CardRoot, OUTLINE_CARD } from './card-root'

describe('CardRoot', () => {
  it("holds Chakra's outline card root as the UI kit's slot recipe has it", () => {
    expect(OUTLINE_CARD).toEqual({
      ...cardSlotRecipe.base?.root,
      ...cardSlotRecipe.variants?.variant?.outline?.root,
    })
  })

  it("is an article with Chakra's outline card look, the kind's styles and the caller's attributes", () => {
    const kind = { overflow: 'hidden', bg: 'bg.panel', '& [data-part=title]': { fontWeight: 'bold' } }
    renderWithProviders(
      <CardRoot css={kind} data-testid="card" style={{ animationDelay: '500ms' }}>
        <h3 data-part="title">A post</h3>
      </CardRoot>,
    )
    const card = screen.getByTestId('card')
    expect(card.tagName).toBe('ARTICLE')
    expect(card.style.animationDelay).toBe('500ms')
    const css = rulesOf(card.className)
    // The recipe's root and its outline variant.
    expect(css).toMatch(/display:flex/)
    expect(css).toMatch(/flex-direction:column/)
    expect(css).toMatch(/border-width:1px/)
    expect(css).toMatch(/border-color:var\(--chakra-colors-border\)/)
    // The kind's own styles, tokens resolved, nested parts included.
    expect(css).toMatch(/overflow:hidden/)
    expect(css).toMatch(/background:var\(--chakra-colors-bg-panel\)/)
    expect(css).toMatch(/\[data-part=title\]\{font-weight:var\(--chakra-font-weights-bold\)/)
  })

  it('works out the CSS of a kind once, however many cards render it; another kind gets its own class', async () => {
    const { system } = await import('./system')
    const resolve = vi.spyOn(system, 'css')
    const post = { overflow: 'hidden', gap: '3' }
    const event = { overflow: 'hidden', gap: '4' }
    renderWithProviders(
      <>
        {Array.from({ length: 40 }, (_, i) => (
          <CardRoot key={i} css={post} data-testid="post" />
        ))}
        <CardRoot css={event} data-testid="event" />
      </>,
    )
    const posts = screen.getAllByTestId('post')
    expect(new Set(posts.map((card) => card.className)).size).toBe(1)
    expect(screen.getByTestId('event').className).not.toBe(posts.at(0)?.className)
    expect(resolve.mock.calls.filter(([, kind]) => kind === post)).toHaveLength(1)
    resolve.mockRestore()
  })
})
