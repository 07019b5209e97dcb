import { Box, eventMeta, loadEvent, notFoundMeta, useContent, useDocumentMeta, useParams } from '@osck/shared'
import { EventDetail } from '../features/events/EventDetail'
import { EventDetailSkeleton } from '../features/events/EventDetailSkeleton'
import { EventNotFound } from '../features/events/EventNotFound'
import { EventSuggestions } from '../features/events/EventSuggestions'
import { useErrorToast } from '../features/events/useErrorToast'

function EventDetailScreen({ slug }: { slug: string }) {
  // The event's own file first: the page shows without waiting for the rest of the section.
  const { data: event, loading, error } = useContent(() => loadEvent(slug))
  useErrorToast(error, 'Failed to load event details. Please try again later.')

  useDocumentMeta(
    event ? eventMeta(event) : loading ? undefined : notFoundMeta('Event Not Found', `/events/${slug}`),
  )

  if (loading) return <EventDetailSkeleton />
  if (!event) return <EventNotFound />
  return (
    <Box>
      <EventDetail event={event} />
      <EventSuggestions current={event} />
    </Box>
  )
}

/** A new slug is a new screen: its own load and registration flag. */
export function EventDetailPage() {
  const { slug = '' } = useParams()
  return <EventDetailScreen key={slug} slug={slug} />
}
