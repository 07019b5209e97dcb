import {
  ArrowRightIcon,
  Box,
  Button,
  Flex,
  Heading,
  isUpcoming,
  LIMITS,
  loadEvents,
  SkeletonGrid,
  SmartLink,
  sortByDateAsc,
  Stack,
  Text,
  TIMINGS,
  useContent,
  type CommunityEvent,
} from '@osck/shared'
import { useEffect, useId } from 'react'
import { EventGrid } from './EventGrid'

/** Upcoming events for Home: soonest first, at most LIMITS.homeEvents. */
export function homeEvents(events: readonly CommunityEvent[], now: Date = new Date()): CommunityEvent[] {
  return sortByDateAsc(events.filter((event) => isUpcoming(event.date, now))).slice(0, LIMITS.homeEvents)
}

/** Home's 'Upcoming Events' block. A failure is only logged and shows the empty message. */
export function HomeTeaser() {
  const headingId = useId()
  const { data, loading, error } = useContent(loadEvents, { minDelayMs: TIMINGS.homeSkeletonMs })
  useEffect(() => {
    if (error) console.error('[events] could not load upcoming events for Home', error)
  }, [error])
  const events = homeEvents(data ?? [])

  return (
    <Box as="section" aria-labelledby={headingId} py={{ base: '10', md: '14' }}>
      <Flex align="center" justify="space-between" gap="4" mb="8" wrap="wrap">
        <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }}>
          Upcoming Events
        </Heading>
        <Button asChild variant="ghost" colorPalette="brand" focusRing="outside">
          <SmartLink href="/events">
            All Events <ArrowRightIcon />
          </SmartLink>
        </Button>
      </Flex>
      {loading ? (
        <SkeletonGrid count={LIMITS.homeEvents} label="Loading upcoming events…" />
      ) : events.length > 0 ? (
        <EventGrid events={events} />
      ) : (
        <Stack
          align="center"
          textAlign="center"
          gap="4"
          py="12"
          borderWidth="1px"
          borderStyle="dashed"
          borderRadius="xl"
        >
          <Text color="fg.muted" fontSize="lg">
            No upcoming events at the moment
          </Text>
          <Button asChild variant="outline" colorPalette="brand" focusRing="outside">
            <SmartLink href="/events">Past Events</SmartLink>
          </Button>
        </Stack>
      )}
    </Box>
  )
}
