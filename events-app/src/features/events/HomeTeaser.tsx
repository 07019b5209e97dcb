import {
  Button,
  isUpcoming,
  LIMITS,
  loadEvents,
  SmartLink,
  sortByDateAsc,
  TeaserSection,
  TIMINGS,
  useContent,
  useLoadError,
  type CommunityEvent,
} from '@osck/shared'
import { EventGrid } from './EventGrid'

/** Upcoming events for Home: soonest first, at most LIMITS.homeEvents. */
export function homeEvents(events: readonly CommunityEvent[], now: Date = new Date()): CommunityEvent[] {
  return sortByDateAsc(events.filter((event) => isUpcoming(event.date, now))).slice(0, LIMITS.homeEvents)
}

/** Home's 'Upcoming Events' block. A failure is only logged and shows the empty message. */
export function HomeTeaser() {
  const { data, loading, error } = useContent(loadEvents, { minDelayMs: TIMINGS.homeSkeletonMs })
  useLoadError(error, '[events] the upcoming events for Home')
  const events = homeEvents(data ?? [])
  return (
    <TeaserSection
      title="Upcoming Events"
      link={{ href: '/events', label: 'All Events' }}
      loading={loading}
      count={LIMITS.homeEvents}
      loadingLabel="Loading upcoming events…"
      empty={{
        message: 'No upcoming events at the moment',
        action: (
          <Button asChild variant="outline" colorPalette="brand" focusRing="outside">
            <SmartLink href="/events">Past Events</SmartLink>
          </Button>
        ),
      }}
    >
      {events.length > 0 && <EventGrid events={events} />}
    </TeaserSection>
  )
}
