import { Container, SkeletonGrid, LIMITS, type SectionName } from '@osck/shared'
import { RemoteSection } from '../remotes/RemoteSection'

/** A section's screens, mounted from its remote under the section's base path. */
export function SectionRoute({ section }: { section: SectionName }) {
  return (
    <RemoteSection
      section={section}
      part="Routes"
      fallback={
        <Container maxW="7xl" py="16">
          <SkeletonGrid count={LIMITS.listSkeletons} label={`Loading ${section}…`} />
        </Container>
      }
    />
  )
}
