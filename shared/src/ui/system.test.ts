import { createSystem, defaultBaseConfig, isValidSystem } from '@chakra-ui/react'
import { cssVarsPrefix, cssVarsRoot, globalCss } from '@chakra-ui/react/theme'
import { describe, expect, it, vi } from 'vitest'
import { renderSystemCss } from './render-system-css'
import { system, SYSTEM_BUILD_MEASURE } from './system'
import { systemConfig } from './system-config'
import { siteSystemBase } from './system-theme'

describe('the site system', () => {
  it("is Chakra's own system, built by its public createSystem from the trimmed config", () => {
    expect(isValidSystem(system)).toBe(true)
    const again = createSystem(defaultBaseConfig, systemConfig)
    expect(system.tokens.allTokens.map((token) => [token.name, token.value])).toEqual(
      again.tokens.allTokens.map((token) => [token.name, token.value]),
    )
    expect(renderSystemCss(system)).toBe(renderSystemCss(again))
  })

  it('names its CSS variables as Chakra does (written out, not imported with the token values)', () => {
    expect(siteSystemBase.cssVarsPrefix).toBe(cssVarsPrefix)
    expect(siteSystemBase.cssVarsRoot).toBe(cssVarsRoot)
  })

  it('keeps only the recipes and palettes the site uses', () => {
    expect(Object.keys(system._config.theme?.recipes ?? {})).not.toContain('dialog')
    expect(system.token('colors.teal.500')).toBeUndefined()
    expect(system.token('colors.green.500')).toBeDefined()
    expect(system.token('colors.brand.700')).toBe('#b83d0b')
  })

  it('has the semantic tokens of both themes', () => {
    expect(system.tokens.getByName('colors.fg')?.extensions.conditions).toBeDefined()
    expect(system.tokens.getByName('colors.brand.solid')?.extensions.conditions).toBeDefined()
  })

  it('orders responsive styles mobile first, without the ICU collator', () => {
    const compare = vi.spyOn(String.prototype, 'localeCompare')
    const css = system.css({
      p: { base: '2', lg: '6', md: '4' },
      _hover: { shadow: 'lg', _motionSafe: { translate: '0 -2px' } },
    })
    const queries = Object.keys(css).filter((key) => key.startsWith('@media'))
    expect(queries.map((query) => query.match(/min-width: (\d+)/)?.[1] ?? query)).toEqual([
      '48',
      '64',
      '@media (hover: hover)',
    ])
    expect(compare).not.toHaveBeenCalled()
    compare.mockRestore()
  })

  // An upgrade of Chakra that adds or renames one of these fails here, not silently on the page.
  it('declares once on <html> the variables Chakra sets on every element, but for unused utilities', () => {
    const variables = (style: object = {}) => Object.keys(style).filter((key) => key.startsWith('--'))
    const utilities =
      /^--(?:ring-|backdrop-|brightness|contrast|grayscale|hue-rotate|invert|saturate|sepia|drop-shadow)/
    const inherited = variables(globalCss['*']).filter((name) => !utilities.test(name))
    expect(inherited).toEqual(['--global-font-mono', '--global-font-body', '--global-color-border'])
    const ours = systemConfig.globalCss ?? {}
    expect(variables(ours['*'])).toEqual([])
    expect(variables(ours.html)).toEqual(inherited)
  })
})

describe('building the system', () => {
  it('is one User Timing measure, for the bench and DevTools to find in a trace', () => {
    const [measure] = performance.getEntriesByName(SYSTEM_BUILD_MEASURE, 'measure')
    expect(measure?.duration).toBeGreaterThan(0)
  })
})
