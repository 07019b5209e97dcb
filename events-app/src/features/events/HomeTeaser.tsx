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

const TEXTS = {
  title: 'Upcoming Events',
  link: 'All Events',
  loading: 'Loading upcoming events…',
  empty: 'No upcoming events at the moment',
}

const toPastEvents = (
  <Button asChild variant="outline" colorPalette="brand" focusRing="outside">
    <SmartLink href="/events">Past Events</SmartLink>
  </Button>
)

/** Home's 'Upcoming Events' block. */
export function HomeTeaser() {
  return (
    <TeaserSection
      section="events"
      load={loadEvents}
      count={LIMITS.homeEvents}
      texts={TEXTS}
      emptyAction={toPastEvents}
    >
      {(events) => {
        const upcoming = homeEvents(events)
        return upcoming.length > 0 && <EventGrid events={upcoming} />
      }}
    </TeaserSection>
  )
}
