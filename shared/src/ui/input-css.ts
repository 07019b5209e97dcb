import type { SystemStyleObject } from '@chakra-ui/react'
import { inputRecipe } from '@chakra-ui/react/theme'

type InputSize = keyof NonNullable<NonNullable<typeof inputRecipe.variants>['size']>

/**
 * Chakra's `Input` (outline) at a size, as CSS for a plain `<input>` styled from its group's
 * `StyledRoot`: a text box that renders with every keystroke resolves no style at run time, and
 * a screen with only a search box or an email field needs none of the form controls' machinery.
 */
export const plainInputCss = (size: InputSize): SystemStyleObject =>
  ({
    ...inputRecipe.base,
    ...inputRecipe.variants?.size?.[size],
    ...inputRecipe.variants?.variant?.outline,
  }) as SystemStyleObject
