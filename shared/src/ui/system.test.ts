import { createSystem, createSystemInSteps, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import { tokens as chakraTokens } from '@chakra-ui/react/theme'
import { describe, expect, it, vi } from 'vitest'
import { renderSystemCss } from '../../vite/render-system-css'
import { system, systemConfig } from './system'

describe('the system built in steps (Chakra patch)', () => {
  it('pauses between its steps, so no step is one long task', async () => {
    const pause = vi.fn(() => Promise.resolve())
    await createSystemInSteps(pause, defaultBaseConfig, defineConfig({ theme: { tokens: chakraTokens } }))
    expect(pause.mock.calls.length).toBeGreaterThanOrEqual(5)
  })

  it('is the system createSystem builds from the same config', () => {
    const whole = createSystem(defaultBaseConfig, systemConfig)
    expect(system.tokens.allTokens.map((token) => [token.name, token.value])).toEqual(
      whole.tokens.allTokens.map((token) => [token.name, token.value]),
    )
    expect(renderSystemCss(system)).toBe(renderSystemCss(whole))
    const style = {
      p: '4',
      bg: 'brand.solid',
      color: { base: 'fg', md: 'fg.muted' },
      _hover: { shadow: 'lg' },
    }
    expect(system.css(style)).toEqual(whole.css(style))
    expect(system.token('colors.brand.700')).toBe(whole.token('colors.brand.700'))
  })

  it('has the semantic tokens of both themes', () => {
    expect(system.tokens.getByName('colors.fg')?.extensions.conditions).toBeDefined()
    expect(system.tokens.getByName('colors.brand.solid')?.extensions.conditions).toBeDefined()
  })
})
