import { Container, LIMITS, SkeletonGrid } from '@osck/shared'

/** What a page shows while its screen's code downloads (a section's remote, Home's chunk). */
export function ScreenLoading({ label }: { label: string }) {
  return (
    <Container maxW="7xl" py="16">
      <SkeletonGrid count={LIMITS.listSkeletons} label={label} />
    </Container>
  )
}
