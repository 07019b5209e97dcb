import { badgeRecipe, headingRecipe } from '@chakra-ui/react/theme'
import { describe, expect, it } from 'vitest'
import {
  CARD_CONTENT_CSS,
  CARD_PHOTO_CSS,
  CARD_SURFACE_CSS,
  PLAIN_BADGE_CSS,
  plainHeadingCss,
  STRETCHED_LINK_CSS,
} from './card-css'
import { system } from './system'

describe("the cards' shared styles", () => {
  it("look like Chakra's Badge, except that a long label wraps", () => {
    const { display, alignItems, borderRadius, fontWeight, userSelect } = badgeRecipe.base ?? {}
    expect(PLAIN_BADGE_CSS).toMatchObject({ display, alignItems, borderRadius, fontWeight, userSelect })
    expect(PLAIN_BADGE_CSS).toMatchObject({ whiteSpace: 'normal', maxWidth: '100%' })
  })

  it("look like Chakra's Heading at the size of the same name", () => {
    for (const size of ['xl', 'lg'] as const) {
      expect(plainHeadingCss(size)).toMatchObject({
        ...headingRecipe.base,
        ...headingRecipe.variants?.size?.[size],
      })
    }
  })

  it("resolve through the site's tokens", () => {
    expect(system.css(CARD_SURFACE_CSS)).toMatchObject({
      background: 'var(--chakra-colors-bg-panel)',
      borderRadius: 'var(--chakra-radii-xl)',
      '&, & *': { overflowWrap: 'anywhere' },
    })
    expect(system.css(CARD_CONTENT_CSS)).toMatchObject({ gap: 'var(--chakra-spacing-3)' })
    expect(system.css(CARD_PHOTO_CSS)).toMatchObject({ aspectRatio: '16 / 9', objectFit: 'cover' })
    expect(system.css(STRETCHED_LINK_CSS)).toMatchObject({ color: 'var(--chakra-colors-fg)' })
  })

  it('make the whole card the hit area of its title link', () => {
    expect(STRETCHED_LINK_CSS._after).toEqual({ content: '""', position: 'absolute', inset: '0' })
    expect(CARD_SURFACE_CSS.position).toBe('relative')
  })
})
