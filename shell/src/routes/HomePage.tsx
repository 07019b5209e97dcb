import { Container, Heading, siteConfig, SkeletonGrid, useDocumentMeta } from '@osck/shared'
import { RemoteSection } from '../remotes/RemoteSection'

export function HomePage() {
  useDocumentMeta({ title: siteConfig.name, description: siteConfig.description })
  return (
    <Container maxW="7xl" py="12">
      <Heading as="h1" size="3xl" mb="8">
        {siteConfig.name}
      </Heading>
      <RemoteSection section="blog" part="HomeTeaser" fallback={<SkeletonGrid count={3} label="Loading articles…" />} />
      <RemoteSection section="events" part="HomeTeaser" fallback={<SkeletonGrid count={3} label="Loading events…" />} />
    </Container>
  )
}
