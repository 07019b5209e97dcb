import * as theme from '@chakra-ui/react/theme'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { system } from './system'

const SRC = join(import.meta.dirname, '..')

/** Every Chakra recipe the gateway imports, in the start-up system or attached by `withRecipe`. */
function recipesTheSiteUses(): [string, unknown][] {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !file.includes('.test.'),
  )
  const names = new Set<string>()
  for (const file of files) {
    const source = readFileSync(join(SRC, file), 'utf8')
    for (const [, list = ''] of source.matchAll(/import\s*{([^}]*)}\s*from\s*'@chakra-ui\/react\/theme'/g)) {
      for (const name of list.split(',').map((n) => n.trim())) if (/Recipe$/.test(name)) names.add(name)
    }
  }
  return [...names].map((name) => [name, (theme as Record<string, unknown>)[name]])
}

/** The keyframes, layer styles and animation styles a recipe names anywhere in its variants. */
function namesIn(recipe: unknown) {
  const found = {
    keyframes: new Set<string>(),
    layerStyles: new Set<string>(),
    animationStyles: new Set<string>(),
  }
  const visit = (value: unknown, key = '') => {
    if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(v, k)
    } else if (typeof value === 'string') {
      if (key === 'animationName' || key === 'animation') {
        // The shorthand's own commas only: `var(--duration, 5s)` is one value.
        for (const part of value.replace(/\([^)]*\)/g, '').split(',')) {
          const name = part.trim().split(/\s+/)[0]
          if (name && name !== 'none') found.keyframes.add(name)
        }
      }
      if (key === 'layerStyle') found.layerStyles.add(value)
      if (key === 'animationStyle') found.animationStyles.add(value)
    }
  }
  visit(recipe)
  return found
}

describe('the keyframes and layer styles of the site system', () => {
  const config = system._config.theme ?? {}
  const recipes = recipesTheSiteUses()

  it('finds the recipes the gateway imports, lazy ones included', () => {
    const names = recipes.map(([name]) => name)
    expect(names).toEqual(expect.arrayContaining(['buttonRecipe', 'dialogSlotRecipe', 'tabsSlotRecipe']))
    for (const [name, recipe] of recipes) expect(recipe, name).toBeDefined()
  })

  it.each(recipes)('has everything %s names', (_name, recipe) => {
    const { keyframes, layerStyles, animationStyles } = namesIn(recipe)
    for (const name of keyframes) expect(config.keyframes, `keyframes "${name}"`).toHaveProperty([name])
    for (const name of layerStyles) expect(config.layerStyles, `layer style "${name}"`).toHaveProperty([name])
    for (const name of animationStyles)
      expect(config.animationStyles, `animation style "${name}"`).toHaveProperty([name])
  })

  it("keeps the cards' entrance and declares it in the system's CSS", () => {
    expect(config.keyframes).toHaveProperty(['reveal-from-bottom'])
    expect(Object.keys(config.keyframes ?? {}).length).toBeLessThan(Object.keys(theme.keyframes).length)
  })
})
