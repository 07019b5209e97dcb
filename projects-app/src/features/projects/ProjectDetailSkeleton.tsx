import { Box, Center, Container, Grid, Skeleton, SkeletonText, Spinner, Stack } from '@osck/shared'
import type { DetailPhase } from '@osck/shared/sections/detail-screen'

/** A project page's footprint: the spinner while the project is read, then a skeleton shaped like the page. */
export function ProjectDetailSkeleton({ phase }: { phase: Exclude<DetailPhase, 'done'> }) {
  if (phase === 'loading') {
    return (
      <Center minH="60vh" role="status" aria-live="polite" aria-busy="true" flexDirection="column" gap="4">
        <Spinner size="xl" color="brand.solid" borderWidth="3px" />
        <Box color="fg.muted" fontSize="sm">
          Loading project…
        </Box>
      </Center>
    )
  }
  return (
    <Container
      maxW="6xl"
      py={{ base: '8', md: '12' }}
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="detail-skeleton"
    >
      <Box srOnly>Loading project…</Box>
      <Skeleton height="5" width="40" mb="8" />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.1fr) minmax(0, 1fr)' }}
        gap={{ base: '6', lg: '10' }}
        alignItems="center"
      >
        <Skeleton aspectRatio="16 / 9" borderRadius="2xl" />
        <Stack gap="4">
          <Skeleton height="4" width="30%" />
          <Skeleton height="10" width="85%" />
          <Skeleton height="4" width="45%" />
          <SkeletonText noOfLines={3} gap="3" />
        </Stack>
      </Grid>
    </Container>
  )
}
