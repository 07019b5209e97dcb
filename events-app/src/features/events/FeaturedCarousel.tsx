import {
  Box,
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  Flex,
  Heading,
  HStack,
  IconButton,
  LIMITS,
  SkeletonGrid,
  SmartLink,
  Text,
  useReducedMotion,
  type CommunityEvent,
} from '@osck/shared'
import { memo, useId, useState, type KeyboardEvent } from 'react'
import { carouselState, stepCarousel } from './event-logic'
import { FeaturedSlide } from './FeaturedSlide'

export interface FeaturedCarouselProps {
  events: readonly CommunityEvent[]
  loading: boolean
}

/** 'Featured Events': one slide at a time, buttons and arrow keys; no sliding under reduced motion. */
export const FeaturedCarousel = memo(function FeaturedCarousel({ events, loading }: FeaturedCarouselProps) {
  const headingId = useId()
  const reducedMotion = useReducedMotion()
  const [index, setIndex] = useState(0)
  const count = events.length
  const current = Math.min(index, Math.max(count - 1, 0))
  const { canPrev, canNext } = carouselState(current, count)
  const go = (step: 1 | -1) => setIndex(stepCarousel(current, count, step))

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft' && canPrev) go(-1)
    else if (event.key === 'ArrowRight' && canNext) go(1)
    else return
    event.preventDefault()
  }

  if (!loading && count === 0) return null
  return (
    <Box as="section">
      <Flex align="center" justify="space-between" gap="4" mb="6" wrap="wrap">
        <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }}>
          Featured Events
        </Heading>
        <HStack gap="2">
          <Button asChild variant="ghost" colorPalette="brand" size="sm" focusRing="outside">
            <SmartLink href="/events">View all</SmartLink>
          </Button>
          <IconButton
            aria-label="Previous featured event"
            variant="outline"
            size="sm"
            rounded="full"
            focusRing="outside"
            disabled={loading || !canPrev}
            onClick={() => go(-1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Next featured event"
            variant="outline"
            size="sm"
            rounded="full"
            focusRing="outside"
            disabled={loading || !canNext}
            onClick={() => go(1)}
          >
            <ChevronRightIcon />
          </IconButton>
        </HStack>
      </Flex>
      {loading ? (
        <SkeletonGrid count={LIMITS.featuredSkeletons} label="Loading featured events…" />
      ) : (
        <Box
          role="region"
          aria-roledescription="carousel"
          aria-labelledby={headingId}
          tabIndex={0}
          onKeyDown={onKeyDown}
          overflow="hidden"
          borderRadius="2xl"
          focusRing="outside"
          data-reduced-motion={reducedMotion ? 'true' : 'false'}
        >
          <Flex
            aria-live="polite"
            transform={`translateX(-${current * 100}%)`}
            css={{ transition: reducedMotion ? 'none' : 'transform 0.45s ease' }}
          >
            {events.map((event, position) => (
              <Box
                key={event.slug}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${count}`}
                aria-hidden={position !== current}
                {...inertUnless(position === current)}
                flex="0 0 100%"
                minW="0"
              >
                <FeaturedSlide event={event} eager={position === 0} />
              </Box>
            ))}
          </Flex>
        </Box>
      )}
      {!loading && count > 1 && (
        <Text textAlign="center" mt="3" fontSize="sm" color="fg.muted" aria-hidden="true">
          {current + 1} / {count}
        </Text>
      )}
    </Box>
  )
})

/** `inert` as an attribute: React 18 passes only string values of attributes it does not know. */
function inertUnless(active: boolean): { inert?: '' } {
  return active ? {} : { inert: '' }
}
