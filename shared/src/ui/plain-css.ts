import type { SystemStyleObject } from '@chakra-ui/react'
import { buttonRecipe } from '@chakra-ui/react/theme'

const { base, variants } = buttonRecipe

/**
 * A toggle chip, a plain `<button aria-pressed>` with its text in a `<span>`: Chakra's
 * `Button size="sm" rounded="full" colorPalette="brand"`, outline, solid while pressed. A long
 * value is cut with an ellipsis; its name stays whole. For a group's `StyledRoot`.
 */
export const CHIP_CSS = {
  ...base,
  ...variants?.size?.sm,
  ...variants?.variant?.outline,
  colorPalette: 'brand',
  rounded: 'full',
  maxW: 'full',
  '&[aria-pressed=true]': variants?.variant?.solid,
  '& > span': { truncate: true, minW: '0' },
} as SystemStyleObject
