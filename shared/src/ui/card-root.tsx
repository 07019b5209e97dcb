import { useChakraContext, type SystemStyleObject } from '@chakra-ui/react'
import { cardSlotRecipe } from '@chakra-ui/react/theme'
import { ClassNames, type SerializedStyles } from '@emotion/react'
import { serializeStyles, type Interpolation } from '@emotion/serialize'
import type { ComponentPropsWithoutRef } from 'react'

type System = ReturnType<typeof useChakraContext>

// Chakra's card (`Card.Root variant="outline"`): the recipe's root, as its own slot recipe says.
const OUTLINE_CARD = {
  ...cardSlotRecipe.base?.root,
  ...cardSlotRecipe.variants?.variant?.outline?.root,
} as SystemStyleObject

const serialized = new WeakMap<System, WeakMap<SystemStyleObject, SerializedStyles>>()

function cardStyles(system: System, css: SystemStyleObject): SerializedStyles {
  let bySystem = serialized.get(system)
  if (!bySystem) serialized.set(system, (bySystem = new WeakMap()))
  let styles = bySystem.get(css)
  if (!styles) bySystem.set(css, (styles = serializeStyles([system.css(OUTLINE_CARD, css) as Interpolation])))
  return styles
}

export type CardRootProps = { css: SystemStyleObject } & Omit<
  ComponentPropsWithoutRef<'article'>,
  'className'
>

/**
 * A card's root: an `<article>` that looks like Chakra's outline card, plus `css`, the style
 * object every card of its kind shares (its parts are plain elements styled from the root).
 * The object becomes CSS once per kind: Chakra's own `css` prop walks and hashes it on every
 * render, which was most of the time a keystroke took when it brought 30 new cards into a list.
 */
export function CardRoot({ css, ...props }: CardRootProps) {
  const styles = cardStyles(useChakraContext(), css)
  return <ClassNames>{({ css: classOf }) => <article {...props} className={classOf(styles)} />}</ClassNames>
}
