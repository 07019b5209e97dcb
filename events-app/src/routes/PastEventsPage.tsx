import { Box, loadEvents, PageHero, pageMeta, TIMINGS, useContent, useDocumentMeta } from '@osck/shared'
import { useLoadError } from '@osck/shared/sections/load-error'
import { useMemo } from 'react'
import { splitEvents } from '../features/events/event-logic'
import { PastEventsArchive } from '../features/events/PastEventsArchive'
import { eventsPages } from '../pages'

/** `/events/past`: the shareable archive of every past event, newest first. */
export function PastEventsPage() {
  const page = eventsPages.past
  useDocumentMeta(pageMeta(page))
  const { data, loading, error } = useContent(loadEvents, { minDelayMs: TIMINGS.eventsLoaderMs })
  useLoadError(error, '[events] the events', {
    title: 'Error',
    description: 'Failed to load events. Please try again later.',
  })
  const past = useMemo(() => splitEvents(data ?? []).past, [data])
  return (
    <Box>
      <PageHero title={page.title} subtitle={page.description} />
      <PastEventsArchive events={past} loading={loading} />
    </Box>
  )
}
