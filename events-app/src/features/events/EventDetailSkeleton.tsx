import { Box, Container, SkeletonCard } from '@osck/shared'

/** An event page's footprint while its code or its content is on the way. */
export function EventDetailSkeleton() {
  return (
    <Container maxW="4xl" py="10" role="status" aria-live="polite" aria-busy="true">
      <Box srOnly>Loading event…</Box>
      <SkeletonCard imageHeight="360px" />
    </Container>
  )
}
