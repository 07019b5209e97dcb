import {
  Badge, Box, Button, ChevronLeftIcon, ChevronRightIcon, formatDate, Heading, HStack, IconButton, Image, SmartLink,
  Stack, Text, useReducedMotion, type CommunityEvent,
} from '@osck/shared'
import { useState, type KeyboardEvent } from 'react'
import { carouselLoops } from './events-list'

/** One featured event at a time; previous/next wrap around only when there are more than 3. */
export function FeaturedCarousel({ events }: { events: CommunityEvent[] }) {
  const [index, setIndex] = useState(0)
  const reduced = useReducedMotion()
  const loops = carouselLoops(events.length)
  const last = events.length - 1
  const go = (step: -1 | 1) =>
    setIndex((current) => {
      const next = current + step
      if (next < 0) return loops ? last : 0
      if (next > last) return loops ? 0 : last
      return next
    })
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1)
    if (event.key === 'ArrowRight') go(1)
  }
  return (
    <Box role="region" aria-roledescription="carousel" aria-label="Featured events" tabIndex={0} onKeyDown={onKeyDown} focusRing="outside" borderRadius="2xl">
      <Box overflow="hidden" borderRadius="2xl" borderWidth="1px" bg="bg.panel">
        <HStack gap="0" align="stretch" transform={`translateX(-${index * 100}%)`} transition={reduced ? 'none' : 'transform 0.5s ease'}>
          {events.map((event, i) => (
            <Box key={event.slug} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${events.length}`} aria-hidden={i !== index} flex="0 0 100%" display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} inert={i !== index ? true : undefined}>
              <Image src={event.image} alt={event.title} width="800" height="450" aspectRatio={16 / 9} objectFit="cover" h="full" bg="bg.muted" />
              <Stack gap="3" p={{ base: '5', md: '8' }} justify="center">
                {event.category && <Badge alignSelf="flex-start" colorPalette="brand">{event.category}</Badge>}
                <Heading as="h3" size="2xl">{event.title}</Heading>
                <Text color="fg.muted">{formatDate(event.date)} · {event.location}</Text>
                <Text lineClamp={3}>{event.description}</Text>
                <Button asChild alignSelf="flex-start" colorPalette="brand">
                  <SmartLink href={`/events/${event.slug}`}>View details</SmartLink>
                </Button>
              </Stack>
            </Box>
          ))}
        </HStack>
      </Box>
      <HStack justify="center" gap="4" mt="4">
        <IconButton variant="outline" rounded="full" aria-label="Previous featured event" disabled={!loops && index === 0} onClick={() => go(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">{index + 1} / {events.length}</Text>
        <IconButton variant="outline" rounded="full" aria-label="Next featured event" disabled={!loops && index === last} onClick={() => go(1)}>
          <ChevronRightIcon />
        </IconButton>
      </HStack>
    </Box>
  )
}
