import { Box, Skeleton, SkeletonText, Stack } from '@chakra-ui/react'
import { CARD_GRID } from './card-css'

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
      <Box {...CARD_GRID}>
        {Array.from({ length: count }, (_, index) => (
          <SkeletonCard key={index} />
        ))}
      </Box>
    </Box>
  )
}
