/**
 * Dialog parts of the UI kit, shared by federation as their own module so
 * that only screens that open a dialog download them (focus trap, dismiss,
 * scroll lock, the dialog recipe). Import lazily: `import('@osck/shared/dialog')`.
 */
import { Dialog as ChakraDialog } from '@chakra-ui/react'
import { dialogSlotRecipe } from '@chakra-ui/react/theme'
import { withRecipe } from './ui/with-recipe'

export const Dialog = { ...ChakraDialog, Root: withRecipe(ChakraDialog.Root, dialogSlotRecipe) }
