import {
  Box,
  Container,
  loadEvents,
  listMeta,
  renderWhenNear,
  TIMINGS,
  useContent,
  useDocumentMeta,
} from '@osck/shared'
import { useLoadError } from '@osck/shared/sections/load-error'
import { memo, useMemo } from 'react'
import {
  categoryChips,
  filterEvents,
  locationChips,
  selectFeatured,
  splitEvents,
} from '../features/events/event-logic'
import { EventsHero } from '../features/events/EventsHero'
import { EventsTabs } from '../features/events/EventsTabs'
import { FeaturedCarousel } from '../features/events/FeaturedCarousel'
import { NotifyBanner } from '../features/events/NotifyBanner'
import { useEventFilters } from '../features/events/use-event-filters'

// Given the filters as the URL has them, the hero skips the render of each keystroke (useListFilters).
const Hero = memo(EventsHero)

export function EventsListPage() {
  useDocumentMeta(listMeta('events'))
  const { data, loading, error } = useContent(loadEvents, { minDelayMs: TIMINGS.eventsLoaderMs })
  useLoadError(error, '[events] the events', {
    title: 'Error',
    description: 'Failed to load events. Please try again later.',
  })
  const { shown: filters, bar } = useEventFilters()

  const events = useMemo(() => data ?? [], [data])
  const all = useMemo(() => splitEvents(events), [events])
  const shown = useMemo(() => splitEvents(filterEvents(events, filters)), [events, filters])
  const featured = useMemo(() => selectFeatured(events), [events])
  const options = useMemo(
    () => ({ category: categoryChips(events), location: locationChips(events) }),
    [events],
  )

  return (
    <Box>
      <Hero {...bar} options={options} />
      <Container
        maxW="7xl"
        py={{ base: '10', md: '14' }}
        display="flex"
        flexDirection="column"
        gap={{ base: '12', md: '16' }}
      >
        <FeaturedCarousel events={featured} loading={loading} />
        <Box as="section" aria-label="All events" {...renderWhenNear(1200)}>
          <EventsTabs loading={loading} all={all} shown={shown} onClear={bar.onReset} />
        </Box>
      </Container>
      <NotifyBanner />
    </Box>
  )
}
