import { defineConfig } from '@chakra-ui/react'
import {
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  headingRecipe,
  linkRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
} from '@chakra-ui/react/theme'
import { siteKeyframes, siteLayerStyles } from './system-motion'

/**
 * The site's Chakra config without its tokens and global styles: only the recipes, keyframes and
 * layer styles the site renders, and no animation styles (none of its recipes names one).
 * `defaultConfig` would pull in every recipe. Dialog, Tabs, Toast and the form controls bring their
 * recipes with them (`withRecipe`), so only the screens showing them download those. The browser
 * builds its system from this and the tokens' names (system.ts); the full config adds the tokens'
 * values and the global styles (system-config.ts).
 */
export const siteSystemBase = defineConfig({
  // Chakra's own (system.test.ts): importing them would bring the theme module's token values along.
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  theme: {
    breakpoints,
    keyframes: siteKeyframes,
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
