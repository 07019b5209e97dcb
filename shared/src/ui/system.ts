import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tabsSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme'
import { brandSemanticColors, brandTokens } from './brand'

// Palettes no screen or recipe uses: every token costs start-up time (CSS variables, references).
const UNUSED_PALETTES = new Set(['teal', 'cyan', 'pink'])

function withoutUnusedPalettes<T extends object>(colors: T): T {
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.has(name))) as T
}

/**
 * A trimmed Chakra system: the default tokens, but only the recipes the site
 * renders. `defaultConfig`/`defaultSystem` would pull in every recipe.
 */
const config = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    html: { ...(globalCss.html as object), colorPalette: 'brand' },
  },
  theme: {
    breakpoints,
    keyframes: {
      ...keyframes,
      // An entrance that never dims the text: a card is uncovered from the top while it rises
      // (a fade would fail colour contrast for as long as it runs).
      'reveal-from-bottom': {
        from: { clipPath: 'inset(0 0 100% 0)', translate: '0 1.25rem' },
        to: { clipPath: 'inset(0 0 0 0)', translate: '0 0' },
      },
    },
    tokens: { ...tokens, colors: { ...withoutUnusedPalettes(tokens.colors), ...brandTokens } },
    semanticTokens: {
      ...semanticTokens,
      colors: { ...withoutUnusedPalettes(semanticTokens.colors), ...brandSemanticColors },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      card: cardSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
})

export const system = createSystem(defaultBaseConfig, config)
