import { Container, Heading, loadEvents, renderWhenNear, useContent, type CommunityEvent } from '@osck/shared'
import { useId, useMemo } from 'react'
import { EventGrid } from './EventGrid'
import { selectSuggestions } from './event-logic'

/** Other events, read once the event is on screen (the event itself came from its own file). */
export function EventSuggestions({ current }: { current: CommunityEvent }) {
  const headingId = useId()
  const { data } = useContent(loadEvents)
  const events = useMemo(() => (data ? selectSuggestions(data, current) : []), [data, current])
  if (events.length === 0) return null
  return (
    <Container
      as="section"
      aria-labelledby={headingId}
      maxW="7xl"
      py={{ base: '12', md: '16' }}
      {...renderWhenNear(640)}
    >
      <Heading as="h2" id={headingId} size={{ base: 'xl', md: '2xl' }} mb="6">
        Other Events You Might Like
      </Heading>
      <EventGrid events={events} />
    </Container>
  )
}
