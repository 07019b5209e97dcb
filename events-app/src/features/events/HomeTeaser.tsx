import {
  Button,
  isUpcoming,
  LIMITS,
  loadEvents,
  SmartLink,
  sortByDateAsc,
  type CommunityEvent,
} from '@osck/shared'
import { TeaserSection } from '@osck/shared/sections/teaser-section'
import { EventGrid } from './EventGrid'

/** Upcoming events for Home: soonest first, at most LIMITS.homeEvents. */
export function homeEvents(events: readonly CommunityEvent[], now: Date = new Date()): CommunityEvent[] {
  return sortByDateAsc(events.filter((event) => isUpcoming(event.date, now))).slice(0, LIMITS.homeEvents)
}

/** Home's 'Upcoming Events' block. */
export function HomeTeaser() {
  return (
    <TeaserSection
      load={loadEvents}
      what="[events] the upcoming events for Home"
      title="Upcoming Events"
      link={{ href: '/events', label: 'All Events' }}
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
      {(events) => {
        const upcoming = homeEvents(events)
        return upcoming.length > 0 && <EventGrid events={upcoming} />
      }}
    </TeaserSection>
  )
}
