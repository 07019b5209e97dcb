import { useChakraContext, type SystemStyleObject } from '@chakra-ui/react'
import { ClassNames, type SerializedStyles } from '@emotion/react'
import { serializeStyles, type Interpolation } from '@emotion/serialize'
import type { HTMLAttributes } from 'react'

type System = ReturnType<typeof useChakraContext>

const NO_BASE: SystemStyleObject = {}
const serialized = new WeakMap<
  System,
  WeakMap<SystemStyleObject, WeakMap<SystemStyleObject, SerializedStyles>>
>()

function stylesOnce(system: System, base: SystemStyleObject, css: SystemStyleObject): SerializedStyles {
  let bySystem = serialized.get(system)
  if (!bySystem) serialized.set(system, (bySystem = new WeakMap()))
  let byBase = bySystem.get(base)
  if (!byBase) bySystem.set(base, (byBase = new WeakMap()))
  let styles = byBase.get(css)
  if (!styles) byBase.set(css, (styles = serializeStyles([system.css(base, css) as Interpolation])))
  return styles
}

export type StyledRootProps = {
  /** The element: a card's `article`, a list's `ul`, a group's `div`, a band's `section`. */
  as: 'article' | 'div' | 'section' | 'ul'
  /** The style object every element of its kind shares: a module-level constant. */
  css: SystemStyleObject
  /** Styles under `css` (a recipe's part), also a constant. */
  base?: SystemStyleObject
} & Omit<HTMLAttributes<HTMLElement>, 'className'>

/**
 * The root of markup that renders many times (cards, chips): its parts are plain elements styled
 * from here (`& [data-part=…]`), and its style object becomes CSS once per kind. Chakra's own
 * components and `css` prop resolve and hash their styles on every render, which was most of
 * what a keystroke or a chip click cost in a list of hundreds.
 */
export function StyledRoot({ as: Element, css, base = NO_BASE, ...props }: StyledRootProps) {
  const styles = stylesOnce(useChakraContext(), base, css)
  return <ClassNames>{({ css: classOf }) => <Element {...props} className={classOf(styles)} />}</ClassNames>
}
