import { createSystem, defaultBaseConfig, defineConfig, type SystemStyleObject } from '@chakra-ui/react'
import {
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme'
import { brandSemanticColors, brandTokens } from './brand'
import { hasPrebuiltSystemCss } from './system-css'
import { lookupSystemConfig } from './system-lookup'
import { siteKeyframes, siteLayerStyles } from './system-motion'

// Palettes no screen or recipe uses: every token costs start-up time (CSS variables, references).
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'pink'])

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T
}

/**
 * Chakra's global styles, but the custom properties it declares on every element (`*`) are
 * declared once on <html> and inherited, so style recalculation no longer redeclares them on each
 * element. Only three are kept: the others serve the ring/filter utilities, which the site never uses.
 */
function globalStyles(): Record<string, SystemStyleObject> {
  const { '*': every = {}, html = {}, ...rest } = globalCss
  const isVariable = (key: string) => key.startsWith('--')
  const keep = (style: SystemStyleObject, predicate: (key: string) => boolean) =>
    Object.fromEntries(Object.entries(style).filter(([key]) => predicate(key))) as SystemStyleObject
  const inherited = ['--global-font-mono', '--global-font-body', '--global-color-border']
  return {
    ...rest,
    '*': keep(every, (key) => !isVariable(key)),
    html: { ...html, ...keep(every, (key) => inherited.includes(key)), colorPalette: 'brand' },
  }
}

/**
 * A trimmed Chakra system: the default tokens, but only the recipes, keyframes and layer styles
 * the site renders, and no animation styles (none of its recipes names one). `defaultConfig` would
 * pull in every recipe. Dialog, Tabs, Toast and the form controls bring their recipes with them
 * (`withRecipe`), so only the screens showing them download those.
 */
export const systemConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: globalStyles(),
  theme: {
    breakpoints,
    keyframes: siteKeyframes,
    tokens: { ...tokens, colors: { ...withoutUnusedPalettes(tokens.colors), ...brandTokens } },
    semanticTokens: {
      ...semanticTokens,
      colors: { ...withoutUnusedPalettes(semanticTokens.colors), ...brandSemanticColors },
    },
    textStyles,
    layerStyles: siteLayerStyles,
    recipes: {
      // A long category wraps inside its badge instead of running off the card.
      badge: {
        ...badgeRecipe,
        base: { ...badgeRecipe.base, whiteSpace: 'normal', overflowWrap: 'anywhere', maxWidth: '100%' },
      },
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
  },
})

const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0))

// Building the system is one of start-up's longest tasks on a budget phone (Chakra computes the
// global CSS with it, though the page carries it prebuilt): yielding first makes it a task of its own.
/** The User Timing measure around building the system, which `pnpm bench --main-thread` reads. */
export const SYSTEM_BUILD_MEASURE = 'osck:chakra-system'

await yieldToBrowser()
performance.mark(SYSTEM_BUILD_MEASURE)
export const system = createSystem(
  defaultBaseConfig,
  hasPrebuiltSystemCss() ? lookupSystemConfig(systemConfig) : systemConfig,
)
performance.measure(SYSTEM_BUILD_MEASURE, SYSTEM_BUILD_MEASURE)
