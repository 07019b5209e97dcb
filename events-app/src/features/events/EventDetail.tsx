import {
  ArrowLeftIcon,
  Box,
  Button,
  CalendarIcon,
  Container,
  eventCalendarPath,
  Heading,
  HStack,
  isUpcoming,
  Separator,
  shareOrCopy,
  ShareIcon,
  SmartLink,
  Stack,
  type CommunityEvent,
} from '@osck/shared'
import { eventWhen, GOOGLE_CALENDAR_LABEL, googleCalendarUrl } from '@osck/shared/event-facts'
import { DetailHeroImage } from '@osck/shared/sections/detail-hero-image'
import { EventBody } from './EventBody'
import { EventMeta } from './EventMeta'
import { EventStatusBadge } from './EventStatusBadge'
import { EventWhere } from './EventWhere'
import { EventProgram } from './program/EventProgram'
import { PastRecap } from './recap/PastRecap'
import { RegisterBlock } from './RegisterBlock'
import { VisitorTime } from './VisitorTime'

export function EventDetail({ event }: { event: CommunityEvent }) {
  const google = googleCalendarUrl(event)
  const share = () =>
    shareOrCopy(
      { title: event.title, text: event.description, url: window.location.href },
      'Event link copied to clipboard',
    )
  return (
    // Content may hold words longer than the page (a pasted URL): they break instead of widening it.
    <Container
      as="article"
      maxW="4xl"
      pt={{ base: '6', md: '10' }}
      css={{ '& *': { overflowWrap: 'anywhere' } }}
    >
      <Button asChild variant="ghost" size="sm" colorPalette="gray" mb="4" ms="-3" focusRing="outside">
        <SmartLink href="/events">
          <ArrowLeftIcon /> All events
        </SmartLink>
      </Button>
      <DetailHeroImage src={event.image} alt={event.title} kind="event" />
      <Stack gap="4" mt={{ base: '6', md: '8' }}>
        <EventStatusBadge date={event.date} long alignSelf="start" size="lg" />
        <Heading as="h1" size={{ base: '3xl', md: '4xl' }} lineHeight="shorter" letterSpacing="tight">
          {event.title}
        </Heading>
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ base: 'start', md: 'center' }}
          gap="4"
        >
          <Stack gap="2" minW="0" w="full">
            <EventMeta event={event} direction="row" fontSize="md" when={eventWhen(event)} />
            <VisitorTime event={event} />
          </Stack>
          <HStack gap="2" flexShrink={0} wrap="wrap">
            <Button variant="outline" size="sm" onClick={share} focusRing="outside">
              <ShareIcon /> Share
            </Button>
            {/* A plain link, not the router's: the file is the server's, not a screen. */}
            <Button asChild variant="outline" size="sm" focusRing="outside">
              <a href={eventCalendarPath(event.slug)} download={`${event.slug}.ics`}>
                <CalendarIcon /> Add to calendar
              </a>
            </Button>
            {google && (
              <Button asChild variant="outline" size="sm" focusRing="outside">
                <SmartLink href={google}>
                  <CalendarIcon /> {GOOGLE_CALENDAR_LABEL}
                </SmartLink>
              </Button>
            )}
          </HStack>
        </Stack>
      </Stack>
      <Separator my={{ base: '6', md: '8' }} />
      <PastRecap event={event} />
      <EventWhere event={event} />
      <EventProgram event={event} />
      <Box fontSize={{ base: 'md', md: 'lg' }}>
        <EventBody content={event.content} />
      </Box>
      {isUpcoming(event.date) && (
        <Box mt={{ base: '10', md: '12' }}>
          <RegisterBlock event={event} />
        </Box>
      )}
    </Container>
  )
}
