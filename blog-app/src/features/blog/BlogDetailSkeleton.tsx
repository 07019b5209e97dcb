import { Box, Container, Skeleton, SkeletonText, Stack } from '@osck/shared'

/** A post page's footprint while its code or its content is on the way. */
export function BlogDetailSkeleton() {
  return (
    <Container maxW="4xl" py={{ base: '8', md: '12' }} role="status" aria-live="polite" aria-busy="true">
      <Box srOnly>Loading article…</Box>
      <Stack gap="4" aria-hidden="true">
        <Skeleton height="6" width="24" />
        <Skeleton height="10" width="80%" />
        <Skeleton height="5" width="40%" />
        <Skeleton height={{ base: '200px', md: '400px' }} borderRadius="2xl" mt="4" />
        <SkeletonText noOfLines={8} mt="6" />
      </Stack>
    </Container>
  )
}
