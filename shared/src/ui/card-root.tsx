import type { SystemStyleObject } from '@chakra-ui/react'
import { cardSlotRecipe } from '@chakra-ui/react/theme'
import type { ComponentPropsWithoutRef } from 'react'
import { StyledRoot } from './styled-root'

// Chakra's card (`Card.Root variant="outline"`): the recipe's root, as its own slot recipe says.
const OUTLINE_CARD = {
  ...cardSlotRecipe.base?.root,
  ...cardSlotRecipe.variants?.variant?.outline?.root,
} as SystemStyleObject

export type CardRootProps = { css: SystemStyleObject } & Omit<
  ComponentPropsWithoutRef<'article'>,
  'className'
>

/**
 * A card's root: an `<article>` that looks like Chakra's outline card, plus `css`, the style
 * object every card of its kind shares (its parts are plain elements styled from the root).
 */
export function CardRoot(props: CardRootProps) {
  return <StyledRoot as="article" base={OUTLINE_CARD} {...props} />
}
