import { Box } from '@osck/shared'
import type { ReactNode } from 'react'
import { CARD_GRID } from '../ui/card-css'
import { longListItemStyle, useLongList } from './long-list'

/**
 * Cards as a list (`ul`), one item each; a long list renders them as the visitor nears them.
 * Items are keyed by position: a filter, a search or another tab keeps the cards' elements and
 * changes only what differs (text, links) instead of removing every card and creating new ones,
 * which was half of a chip click's time. A card's photo is an element of its own per source
 * (`ContentImage`), so an old photo never shows under a new title.
 */
export function CardGrid<T>({
  items,
  of,
  list,
  label,
  renderItem,
}: {
  items: readonly T[]
  /** How many items the list holds before filters (`useLongList`). */
  of?: number
  /** Which list this is (an events tab): another one starts again from its first cards. */
  list?: string
  label?: string
  renderItem: (item: T, index: number) => ReactNode
}) {
  const { count, end } = useLongList(items.length, of, list)
  return (
    <>
      <Box as="ul" aria-label={label} listStyleType="none" {...CARD_GRID}>
        {items.slice(0, count).map((item, index) => (
          <li key={index} style={longListItemStyle(items.length, index)}>
            {renderItem(item, index)}
          </li>
        ))}
      </Box>
      {end}
    </>
  )
}
