import { Box } from '@osck/shared'
import type { ReactNode } from 'react'
import { CARD_GRID } from '../ui/card-css'
import { longListItemStyle, useLongList } from './long-list'

/** Cards as a list (`ul`), one item each; a long list renders them as the visitor nears them. */
export function CardGrid<T extends { slug: string }>({
  items,
  of,
  label,
  renderItem,
}: {
  items: readonly T[]
  /** How many items the list holds before filters (`useLongList`). */
  of?: number
  label?: string
  renderItem: (item: T, index: number) => ReactNode
}) {
  const { count, end } = useLongList(items.length, of)
  return (
    <>
      <Box as="ul" aria-label={label} listStyleType="none" {...CARD_GRID}>
        {items.slice(0, count).map((item, index) => (
          <li key={item.slug} style={longListItemStyle(items.length, index)}>
            {renderItem(item, index)}
          </li>
        ))}
      </Box>
      {end}
    </>
  )
}
