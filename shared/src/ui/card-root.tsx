import type { SystemStyleObject } from '@chakra-ui/react'
import type { ComponentPropsWithoutRef } from 'react'
import { StyledRoot } from './styled-root'

/**
 * Chakra's outline card root (`Card.Root variant="outline"`), as its slot recipe says
 * (card-root.test.tsx holds them equal). Written out: the recipe's module brings every
 * component's anatomy with it, into the first load of every page.
 */
export const OUTLINE_CARD: SystemStyleObject = {
  display: 'flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: '0',
  wordWrap: 'break-word',
  borderRadius: 'l3',
  color: 'fg',
  textAlign: 'start',
  bg: 'bg.panel',
  borderWidth: '1px',
  borderColor: 'border',
}

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
