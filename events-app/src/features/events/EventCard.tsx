import { memo } from 'react'
import { Badge, Box, Card, Heading, Image, SmartLink, Stack, Text, type CommunityEvent } from '@osck/shared'
import { EventBody } from './EventBody'
import { EventMeta } from './EventMeta'
import { EventStatusBadge } from './EventStatusBadge'

export const eventPath = (slug: string) => `/events/${encodeURIComponent(slug)}`

export interface EventCardProps {
  event: CommunityEvent
  /** `full`: the title is a heading and the whole markdown body is shown. */
  variant?: 'list' | 'full'
  headingLevel?: 'h2' | 'h3'
  /** The first cards of a list are on screen at once: their images load without waiting. */
  eager?: boolean
}

/** An event as a card: title clamped to 2 lines (a link to the event), summary to 3. */
export const EventCard = memo(function EventCard({
  event,
  variant = 'list',
  headingLevel = 'h2',
  eager = false,
}: EventCardProps) {
  const full = variant === 'full'
  return (
    <Card.Root
      as="article"
      variant="outline"
      overflow="hidden"
      borderRadius="xl"
      height="full"
      position="relative"
      bg="bg.panel"
      _hover={full ? undefined : { shadow: 'lg', transform: 'translateY(-2px)' }}
      css={{
        transition: 'box-shadow 0.2s ease, transform 0.2s ease',
        '@media (prefers-reduced-motion: reduce)': { transition: 'none', '&:hover': { transform: 'none' } },
      }}
    >
      <Box position="relative">
        <Image
          src={event.image}
          alt={event.title}
          htmlWidth={640}
          htmlHeight={360}
          loading={eager ? 'eager' : 'lazy'}
          w="full"
          h="auto"
          aspectRatio="16 / 9"
          objectFit="cover"
          bg="bg.muted"
        />
        <EventStatusBadge date={event.date} position="absolute" top="3" left="3" size="md" shadow="sm" />
      </Box>
      <Card.Body gap="3" p="5">
        {event.category && (
          <Badge variant="subtle" colorPalette="brand" alignSelf="start">
            {event.category}
          </Badge>
        )}
        {full ? (
          <Heading as={headingLevel} size="xl" lineHeight="short">
            {event.title}
          </Heading>
        ) : (
          <SmartLink
            href={eventPath(event.slug)}
            fontSize="lg"
            fontWeight="semibold"
            lineHeight="short"
            lineClamp={2}
            color="fg"
            _hover={{ color: 'brand.fg' }}
            focusRing="outside"
            borderRadius="sm"
            // The whole card is the link's hit area.
            _after={{ content: '""', position: 'absolute', inset: '0' }}
          >
            {event.title}
          </SmartLink>
        )}
        {event.description && (
          <Text color="fg.muted" lineClamp={full ? undefined : 3}>
            {event.description}
          </Text>
        )}
        <EventMeta event={event} />
        {full && (
          <Stack pt="2">
            <EventBody content={event.content} />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  )
})
