import { Field as ChakraField, Input as ChakraInput, Textarea as ChakraTextarea } from '@chakra-ui/react'
import { fieldSlotRecipe, inputRecipe, textareaRecipe } from '@chakra-ui/react/theme'
import { withRecipe } from './with-recipe'

/** The UI kit's form controls with their recipes: they download with the screens that have a form. */
export const Field = { ...ChakraField, Root: withRecipe(ChakraField.Root, fieldSlotRecipe) }
export const Input = withRecipe(ChakraInput, inputRecipe)
export const Textarea = withRecipe(ChakraTextarea, textareaRecipe)
