/** Tabs of the UI kit, shared as their own module: only screens with tabs download them. */
import { Tabs as ChakraTabs } from '@chakra-ui/react'
import { tabsSlotRecipe } from '@chakra-ui/react/theme'
import { withRecipe } from './ui/with-recipe'

export const Tabs = { ...ChakraTabs, Root: withRecipe(ChakraTabs.Root, tabsSlotRecipe) }
