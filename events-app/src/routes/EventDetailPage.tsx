import {
  Badge, Box, Button, CalendarIcon, chakra, Container, formatDate, Heading, HStack, Image, isUpcoming, LazyMarkdown,
  loadEvents, MapPinIcon, NotFoundState, pageTitle, shareOrCopy, ShareIcon, SimpleGrid, Skeleton, SkeletonText,
  SmartLink, Stack, Text, toast, useContent, useDocumentMeta, useParams, UsersIcon,
} from '@osck/shared'
import { useEffect, useState } from 'react'
import { EventCard } from '../features/events/EventCard'
import { suggestedEvents } from '../features/events/events-list'

function RegisterBlock() {
  const [registered, setRegistered] = useState(false)
  return (
    <Box as="section" aria-labelledby="register-heading" p="6" borderRadius="xl" bg="brand.subtle" mt="10">
      <Heading as="h2" id="register-heading" size="xl" mb="2">Ready to join us?</Heading>
      <Text color="fg.muted" mb="4">Save your seat. It is free, and everyone is welcome.</Text>
      <Button colorPalette="brand" size="lg" disabled={registered} onClick={() => { setRegistered(true); toast({ title: 'Registration successful!' }) }}>
        {registered ? "You're Registered ✓" : 'Register Now'}
      </Button>
    </Box>
  )
}

export function EventDetailPage() {
  const { slug = '' } = useParams()
  const { data: events, loading, error } = useContent(loadEvents)
  const event = events?.find((e) => e.slug === slug)
  useDocumentMeta(event ? { title: pageTitle(event.title), description: event.description, image: event.image, type: 'article' } : loading ? undefined : { title: pageTitle('Event Not Found') })
  useEffect(() => {
    if (!error) return
    console.error('[events] could not load the event', error)
    toast({ title: 'Error', description: 'Failed to load event details. Please try again later.', variant: 'destructive' })
  }, [error])

  if (loading) {
    return (
      <Container maxW="4xl" py="12" aria-busy="true" aria-label="Loading event">
        <Skeleton height="360px" borderRadius="xl" mb="6" />
        <Skeleton height="10" width="70%" mb="4" />
        <SkeletonText noOfLines={6} />
      </Container>
    )
  }
  if (!event) {
    return <NotFoundState title="Event Not Found" message="The event you're looking for doesn't exist or has been removed." action={<Button asChild colorPalette="brand"><SmartLink href="/events">Back to Events</SmartLink></Button>} />
  }
  const upcoming = isUpcoming(event.date)
  const others = suggestedEvents(events ?? [], event)
  return (
    <Box as="article">
      <Container maxW="5xl" pt="8">
        <SmartLink href="/events" color="fg.muted" fontSize="sm" _hover={{ color: 'brand.fg' }}>← Back to Events</SmartLink>
        <Image src={event.image} alt={event.title} width="1200" height="675" aspectRatio={16 / 9} objectFit="cover" borderRadius="2xl" bg="bg.muted" w="full" mt="4" />
      </Container>
      <Container maxW="3xl" py="10">
        <Stack gap="4">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={upcoming ? 'green' : 'gray'} variant="solid" size="lg">{upcoming ? 'Upcoming Event' : 'Past Event'}</Badge>
            {event.category && <Badge colorPalette="brand" variant="subtle" size="lg">{event.category}</Badge>}
          </HStack>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} fontWeight="extrabold">{event.title}</Heading>
          <Stack gap="2" color="fg.muted">
            <HStack gap="2"><CalendarIcon /><chakra.time dateTime={event.date}>{formatDate(event.date)}</chakra.time></HStack>
            {event.location && <HStack gap="2"><MapPinIcon /><Text>{event.location}</Text></HStack>}
            {event.attendees !== undefined && <HStack gap="2"><UsersIcon /><Text>{event.attendees} attendees</Text></HStack>}
          </Stack>
          <Button alignSelf="flex-start" variant="outline" onClick={() => void shareOrCopy({ title: event.title, text: event.description, url: window.location.href }, 'Event link copied to clipboard')}>
            <ShareIcon /> Share
          </Button>
        </Stack>
        <Box mt="8"><LazyMarkdown>{event.content}</LazyMarkdown></Box>
        {upcoming && <RegisterBlock />}
      </Container>
      <Box as="section" aria-labelledby="other-events-heading" bg="bg.subtle" py="14">
        <Container maxW="7xl">
          <Heading as="h2" id="other-events-heading" size="2xl" mb="6">Other Events You Might Like</Heading>
          {others.length === 0 ? <Text color="fg.muted">No other events yet.</Text> : (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6">
              {others.map((item) => <li key={item.slug}><EventCard event={item} /></li>)}
            </SimpleGrid>
          )}
        </Container>
      </Box>
    </Box>
  )
}
