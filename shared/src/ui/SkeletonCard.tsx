import { Box, Skeleton, SkeletonText, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { renderWhenNear } from './render-when-near'

/** 1, 2 or 3 columns: the cards of every list and their skeletons. */
const GRID = {
  display: 'grid',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  gap: '6',
} as const

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
    <Box as="ul" aria-label={label} listStyleType="none" {...GRID}>
      {items.map((item, index) => (
        <li key={item.slug} style={items.length > SKIP_OFFSCREEN_FROM ? skipOffscreen : undefined}>
          {renderItem(item, index)}
        </li>
      ))}
    </Box>
  )
}

/** Placeholder with the same footprint as a content card, so nothing shifts. */
export function SkeletonCard({ imageHeight = '200px' }: { imageHeight?: string }) {
  return (
    <Box
      data-testid="skeleton-card"
      aria-hidden="true"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      bg="bg.panel"
    >
      <Skeleton height={imageHeight} />
      <Stack gap="3" p="5">
        <Skeleton height="4" width="30%" />
        <Skeleton height="6" width="85%" />
        <SkeletonText noOfLines={3} gap="2" />
      </Stack>
    </Box>
  )
}

export function SkeletonGrid({ count, label }: { count: number; label: string }) {
  return (
    <Box role="status" aria-live="polite" aria-busy="true">
      <Box srOnly>{label}</Box>
      <Box {...GRID}>
        {Array.from({ length: count }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </Box>
    </Box>
  )
}
