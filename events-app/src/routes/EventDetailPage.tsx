import { Box, eventMeta, loadEvent, useParams } from '@osck/shared'
import { DetailScreen } from '@osck/shared/sections/detail-screen'
import { EventDetail } from '../features/events/EventDetail'
import { EventDetailSkeleton } from '../features/events/EventDetailSkeleton'
import { EventSuggestions } from '../features/events/EventSuggestions'

/** A new slug is a new screen: its own load and registration flag. */
export function EventDetailPage() {
  const { slug = '' } = useParams()
  return (
    // The event's own file first: the page shows without waiting for the rest of the section.
    <DetailScreen
      key={slug}
      load={() => loadEvent(slug)}
      what="[events] the event"
      tell={{ title: 'Error', description: 'Failed to load event details. Please try again later.' }}
      meta={eventMeta}
      notFound={{
        title: 'Event Not Found',
        message: "The event you're looking for doesn't exist or has been removed.",
        path: `/events/${slug}`,
        back: { href: '/events', label: 'Back to Events' },
      }}
      skeleton={() => <EventDetailSkeleton />}
    >
      {(event) => (
        <Box>
          <EventDetail event={event} />
          <EventSuggestions current={event} />
        </Box>
      )}
    </DetailScreen>
  )
}
