import {
  Box,
  eventMeta,
  loadEvents,
  notFoundMeta,
  useContent,
  useDocumentMeta,
  useParams,
} from '@osck/shared'
import { useEffect, useMemo } from 'react'
import { EventDetail } from '../features/events/EventDetail'
import { EventDetailSkeleton } from '../features/events/EventDetailSkeleton'
import { selectSuggestions } from '../features/events/eventLogic'
import { EventNotFound } from '../features/events/EventNotFound'
import { EventSuggestions } from '../features/events/EventSuggestions'
import { useErrorToast } from '../features/events/useErrorToast'

function EventDetailScreen({ slug }: { slug: string }) {
  const { data, loading, error } = useContent(loadEvents)
  useErrorToast(error, 'Failed to load event details. Please try again later.')
  const event = data?.find((item) => item.slug === slug)
  const suggestions = useMemo(() => (event && data ? selectSuggestions(data, event) : []), [data, event])

  useDocumentMeta(
    event ? eventMeta(event) : loading ? undefined : notFoundMeta('Event Not Found', `/events/${slug}`),
  )
  useEffect(() => {
    // Chromium returns a promise from scrollTo: never return it as a cleanup.
    window.scrollTo({ top: 0 })
  }, [])

  if (loading) return <EventDetailSkeleton />
  if (!event) return <EventNotFound />
  return (
    <Box>
      <EventDetail event={event} />
      <EventSuggestions events={suggestions} />
    </Box>
  )
}

/** A new slug is a new screen: its own load, scroll position and registration flag. */
export function EventDetailPage() {
  const { slug = '' } = useParams()
  return <EventDetailScreen key={slug} slug={slug} />
}
