import type { SystemStyleObject } from '@chakra-ui/react'
import { buttonRecipe, containerRecipe } from '@chakra-ui/react/theme'

// Chakra's components as CSS for plain elements styled from a `StyledRoot`: markup that renders
// again with each filter or keystroke then resolves no style at run time.

const { base, variants } = buttonRecipe

/** Chakra's `Container` at `maxW="7xl"` (the recipe's base with that width). */
export const CONTAINER_CSS = { ...containerRecipe.base, maxWidth: '7xl' } as SystemStyleObject

type ButtonVariants = NonNullable<typeof variants>

/**
 * Chakra's `Button` at a size and variant, in the brand palette, for a plain `<button>` styled
 * from its group's `StyledRoot`: a button that shows with a filter (Reset) then inserts no style
 * rule of its own, which would restyle the whole page in the click's task.
 */
export const plainButtonCss = (
  size: keyof ButtonVariants['size'],
  variant: keyof ButtonVariants['variant'],
): SystemStyleObject =>
  ({
    ...base,
    ...variants?.size?.[size],
    ...variants?.variant?.[variant],
    colorPalette: 'brand',
  }) as SystemStyleObject

/**
 * A toggle chip, a plain `<button aria-pressed>` with its text in a `<span>`: Chakra's
 * `Button size="sm" rounded="full" colorPalette="brand"`, outline, solid while pressed. A long
 * value is cut with an ellipsis; its name stays whole. For a group's `StyledRoot`.
 */
export const CHIP_CSS = {
  ...plainButtonCss('sm', 'outline'),
  rounded: 'full',
  maxW: 'full',
  '&[aria-pressed=true]': variants?.variant?.solid,
  '& > span': { truncate: true, minW: '0' },
} as SystemStyleObject
