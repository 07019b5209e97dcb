import {
  Box,
  Container,
  FadeInSection,
  Flex,
  Heading,
  renderWhenNear,
  Skeleton,
  SkeletonGrid,
  type SectionName,
} from '@osck/shared'
import { useId } from 'react'
import type { RemoteSection } from '../remotes/RemoteSection'

/**
 * Like Home's bands, a teaser is styled and laid out only when it comes near the viewport. (Its own
 * constant: importing it from HomeBand would put HomeBand in a chunk of its own that every page
 * downloads at start-up, as this file is part of the start-up code and HomeBand of Home's sections.)
 */
const TEASER_HEIGHT_ESTIMATE_PX = 640

const TEASERS = {
  blog: { title: 'Latest Articles', loading: 'Loading articles…' },
  events: { title: 'Upcoming Events', loading: 'Loading upcoming events…' },
} as const satisfies Partial<Record<SectionName, { title: string; loading: string }>>

/** Shown while a teaser's remote loads: the same heading and footprint as the teaser, with 3 skeleton cards. */
function TeaserFallback({ section }: { section: keyof typeof TEASERS }) {
  const headingId = useId()
  const { title, loading } = TEASERS[section]
  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '10', md: '14' }}>
      <Flex align="center" justify="space-between" gap="4" mb="8" wrap="wrap">
        <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }}>
          {title}
        </Heading>
        <Skeleton aria-hidden="true" width="28" height="10" borderRadius="md" />
      </Flex>
      <SkeletonGrid count={3} label={loading} />
    </Box>
  )
}

/** The shell's loader of a remote's part, handed to Home's screen by the routes (see HomePage). */
export type RemotePart = typeof RemoteSection

/**
 * A remote's Home teaser (it renders its own <section> and h2), loaded once `started`; until then
 * its fallback. If the remote cannot load, only this block shows the unavailable message with Retry.
 */
export function TeaserSlot({
  section,
  started,
  tinted = false,
  RemotePart,
}: {
  section: keyof typeof TEASERS
  started: boolean
  tinted?: boolean
  RemotePart: RemotePart
}) {
  return (
    <Box
      bg={tinted ? 'bg.subtle' : undefined}
      py={{ base: '4', md: '6' }}
      data-testid={`home-${section}`}
      {...renderWhenNear(TEASER_HEIGHT_ESTIMATE_PX)}
    >
      <Container maxW="7xl">
        <FadeInSection>
          {started ? (
            <RemotePart section={section} part="HomeTeaser" fallback={<TeaserFallback section={section} />} />
          ) : (
            <TeaserFallback section={section} />
          )}
        </FadeInSection>
      </Container>
    </Box>
  )
}
