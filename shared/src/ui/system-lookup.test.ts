import { createSystem, defaultBaseConfig, type SystemStyleObject } from '@chakra-ui/react'
import * as chakraTheme from '@chakra-ui/react/theme'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  CARD_CONTENT_CSS,
  CARD_PHOTO_CSS,
  CARD_SURFACE_CSS,
  PLAIN_BADGE_CSS,
  STRETCHED_LINK_CSS,
  plainHeadingCss,
} from './card-css'
import { markdownCss } from './markdown-css'
import { SYSTEM_CSS_ELEMENT_ID } from './system-css'
import { LOOKUP_TOKEN_VALUE, lookupSystemConfig } from './system-lookup'
import { recordedLookupConfig } from './system'
import { systemConfig } from './system-config'
import { PLAIN_TABS_CSS } from './tabs-css'

const full = createSystem(defaultBaseConfig, { ...systemConfig, preflight: false, globalCss: {} })
const lookup = createSystem(defaultBaseConfig, lookupSystemConfig(systemConfig))

type Recipe = { variants?: Record<string, Record<string, unknown>> }
const isRecipe = (name: string) => /Recipe$/.test(name)
const variantsOf = (recipe: Recipe) => [
  {},
  ...Object.entries(recipe.variants ?? {}).flatMap(([variant, values]) =>
    Object.keys(values).map((value) => ({ [variant]: value })),
  ),
]

const STYLES: SystemStyleObject[] = [
  CARD_SURFACE_CSS,
  CARD_PHOTO_CSS,
  CARD_CONTENT_CSS,
  PLAIN_BADGE_CSS,
  STRETCHED_LINK_CSS,
  plainHeadingCss('lg'),
  markdownCss,
  PLAIN_TABS_CSS,
  {
    p: { base: '4', md: '8' },
    m: '-2',
    color: 'fg.muted',
    bg: 'brand.subtle',
    shadow: 'lg',
    rounded: 'xl',
    maxW: '7xl',
    zIndex: 'overlay',
    transition: 'common',
    animation: 'spin',
    colorPalette: 'green',
    _hover: { bg: 'colorPalette.solid/80', borderColor: 'border.emphasized' },
    _dark: { bg: 'gray.900' },
    textStyle: 'sm',
    layerStyle: 'fill.subtle',
    focusRing: 'outside',
    outline: '2px solid {colors.brand.500}',
    h: 'calc(100% - {spacing.4})',
    insetInlineStart: '-3',
    aspectRatio: 'wide',
    fontFamily: 'mono',
    letterSpacing: 'tight',
    transitionDuration: 'moderate',
  },
]

describe('the lookup system (pages with the prebuilt system CSS)', () => {
  afterEach(() => {
    document.getElementById(SYSTEM_CSS_ELEMENT_ID)?.remove()
    vi.resetModules()
  })

  it('is what the browser builds from: the recorded token names are the full config’s (else `pnpm system:record`)', () => {
    expect(recordedLookupConfig).toEqual(lookupSystemConfig(systemConfig))
  })

  it('maps every token name to the same CSS variable as the full system', () => {
    const sorted = (map: Map<string, unknown>) => [...map].sort(([a], [b]) => (a < b ? -1 : 1))
    expect(sorted(lookup.tokens.flatMap)).toEqual(sorted(full.tokens.flatMap))
    expect(full.tokens.flatMap.size).toBeGreaterThan(400)
    const palettes = (system: typeof full) =>
      sorted(system.tokens.colorPaletteMap).map(([name, vars]) => [
        name,
        sorted(vars as Map<string, unknown>),
      ])
    expect(palettes(lookup)).toEqual(palettes(full))
  })

  it("writes the same CSS for every variant of every one of Chakra's recipes", () => {
    const entries = Object.entries(chakraTheme).filter(([name]) => isRecipe(name))
    expect(entries.length).toBeGreaterThan(50)
    for (const [name, recipe] of entries) {
      const build = (system: typeof full) =>
        ('slots' in (recipe as object) ? system.sva(recipe as never) : system.cva(recipe as never)) as (
          variant: object,
        ) => unknown
      const [fn, fnFull] = [build(lookup), build(full)]
      for (const variant of variantsOf(recipe as Recipe)) {
        expect({ name, variant, css: fn(variant) }).toEqual({ name, variant, css: fnFull(variant) })
      }
    }
  })

  it("writes the same CSS for the site's own styles, in every palette", () => {
    const palettes = [...full.tokens.colorPaletteMap.keys()]
    for (const style of STYLES) expect(lookup.css(style)).toEqual(full.css(style))
    for (const colorPalette of palettes) {
      const style = { colorPalette, bg: 'colorPalette.solid', color: 'colorPalette.contrast' }
      expect(lookup.css(style)).toEqual(full.css(style))
    }
  })

  it('is the system a page with the prebuilt CSS builds, and the full one otherwise', async () => {
    const { system: plain } = await import('./system')
    expect(plain.token('colors.brand.700')).toBe('#b83d0b')
    vi.resetModules()
    const style = Object.assign(document.createElement('style'), { id: SYSTEM_CSS_ELEMENT_ID })
    document.head.append(style)
    const { system: prebuilt } = await import('./system')
    expect(prebuilt.token('colors.brand.700')).toBe(LOOKUP_TOKEN_VALUE)
    expect(prebuilt._config.preflight).toBe(false)
  })
})
