import type { SystemStyleObject } from '@chakra-ui/react'
import { tabsSlotRecipe } from '@chakra-ui/react/theme'
import { describe, expect, it } from 'vitest'
import { system } from './system'
import { PLAIN_TABS_CSS } from './tabs-css'

type Style = Record<string, unknown>
type Slots = Partial<Record<'root' | 'list' | 'trigger' | 'content', SystemStyleObject>>

const isStyle = (value: unknown): value is Style => typeof value === 'object' && value !== null

/** A recipe style laid out horizontally: `_horizontal`'s styles in place, `_vertical`'s and `_disabled`'s left out. */
function horizontal(style: unknown): SystemStyleObject {
  const out: Style = {}
  for (const [key, value] of Object.entries(isStyle(style) ? style : {})) {
    if (key === '_horizontal') Object.assign(out, horizontal(value))
    else if (key !== '_vertical' && key !== '_disabled') out[key] = isStyle(value) ? horizontal(value) : value
  }
  return out as SystemStyleObject
}

/** One layer of the recipe (its base, a size, a variant) with its slots under the plain elements' selectors. */
const asPlainElements = (slots: Slots | undefined): SystemStyleObject => ({
  ...horizontal(slots?.root),
  '& > [role=tablist]': horizontal(slots?.list),
  '& > [role=tablist] > [role=tab]': horizontal(slots?.trigger),
  '& > [role=tabpanel]': horizontal(slots?.content),
})

describe('PLAIN_TABS_CSS', () => {
  it("writes the same CSS as Chakra's tabs recipe, line variant, size md, laid out horizontally", () => {
    const { base, variants } = tabsSlotRecipe
    const fromRecipe = system.css(
      asPlainElements(base as Slots),
      asPlainElements(variants?.size?.md as Slots),
      asPlainElements(variants?.variant?.line as Slots),
    )
    expect(system.css(PLAIN_TABS_CSS)).toEqual(fromRecipe)
    expect(tabsSlotRecipe.defaultVariants).toEqual({ size: 'md', variant: 'line' })
  })

  it('underlines the selected tab in its palette and rings a focused one', () => {
    const tab = system.css(PLAIN_TABS_CSS)['& > [role=tablist] > [role=tab]'] as Style
    const selected = Object.entries(tab).find(([key]) => key.includes('[aria-selected=true]'))?.[1]
    expect(selected).toMatchObject({
      '--indicator-color': 'var(--chakra-colors-color-palette-solid)',
      '&::before': { position: 'absolute', height: 'var(--indicator-thickness, 2px)' },
    })
    const focused = Object.entries(tab).find(([key]) => key.includes(':focus-visible'))?.[1]
    expect(focused).toMatchObject({ outlineColor: 'var(--chakra-colors-color-palette-focus-ring)' })
  })
})
