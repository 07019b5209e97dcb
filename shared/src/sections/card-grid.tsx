import { Box, renderWhenNear } from '@osck/shared'
import type { ReactNode } from 'react'
import { CARD_GRID } from '../ui/card-css'

// Long lists (content at scale): the browser skips layout and paint of cards far off screen,
// which keeps each keystroke in the search box fast. Short lists render as usual.
const SKIP_OFFSCREEN_FROM = 24
const skipOffscreen = renderWhenNear(440)

/** Cards as a list (`ul`), one item each. */
export function CardGrid<T extends { slug: string }>({
  items,
  label,
  renderItem,
}: {
  items: readonly T[]
  label?: string
  renderItem: (item: T, index: number) => ReactNode
}) {
  return (
    <Box as="ul" aria-label={label} listStyleType="none" {...CARD_GRID}>
      {items.map((item, index) => (
        <li key={item.slug} style={items.length > SKIP_OFFSCREEN_FROM ? skipOffscreen : undefined}>
          {renderItem(item, index)}
        </li>
      ))}
    </Box>
  )
}
