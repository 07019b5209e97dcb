import {
  Badge, Box, CalendarIcon, chakra, formatDate, Heading, HStack, Image, isUpcoming, LazyMarkdown, MapPinIcon,
  SmartLink, Stack, Text, UsersIcon, type CommunityEvent,
} from '@osck/shared'

/** An event as a card: title clamped to 2 lines, summary to 3; `full` shows the whole body. */
export function EventCard({ event, variant = 'list' }: { event: CommunityEvent; variant?: 'list' | 'full' }) {
  const upcoming = isUpcoming(event.date)
  return (
    <Box as="article" position="relative" h="full" borderWidth="1px" borderRadius="xl" overflow="hidden" bg="bg.panel" display="flex" flexDirection="column" transition="transform 0.2s, box-shadow 0.2s" _hover={{ transform: 'translateY(-4px)', boxShadow: 'lg' }}>
      <Box position="relative">
        <Image src={event.image} alt={event.title} width="800" height="450" aspectRatio={16 / 9} objectFit="cover" loading="lazy" bg="bg.muted" w="full" />
        <Badge position="absolute" top="3" left="3" colorPalette={upcoming ? 'green' : 'gray'} variant="solid">
          {upcoming ? 'Upcoming' : 'Past'}
        </Badge>
      </Box>
      <Stack gap="3" p="5" flex="1">
        {event.category && <Badge alignSelf="flex-start" colorPalette="brand" variant="subtle">{event.category}</Badge>}
        <Heading as="h3" size="lg" lineHeight="short" lineClamp={variant === 'list' ? 2 : undefined}>
          {variant === 'list' ? (
            <SmartLink href={`/events/${event.slug}`} _hover={{ color: 'brand.fg' }} focusRing="outside" css={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
              {event.title}
            </SmartLink>
          ) : (
            event.title
          )}
        </Heading>
        <Stack gap="1" fontSize="sm" color="fg.muted">
          <HStack gap="2"><CalendarIcon /><chakra.time dateTime={event.date}>{formatDate(event.date)}</chakra.time></HStack>
          {event.location && <HStack gap="2"><MapPinIcon /><Text>{event.location}</Text></HStack>}
          {event.attendees !== undefined && <HStack gap="2"><UsersIcon /><Text>{event.attendees} attendees</Text></HStack>}
        </Stack>
        {variant === 'list' ? <Text color="fg.muted" lineClamp={3}>{event.description}</Text> : <LazyMarkdown>{event.content}</LazyMarkdown>}
      </Stack>
    </Box>
  )
}
