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
import { markdownCss } from './markdown-css'

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
    ...markdownCss,
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: { ...tokens.colors, ...brandTokens } },
    semanticTokens: { ...semanticTokens, colors: { ...semanticTokens.colors, ...brandSemanticColors } },
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
