import { Container, Heading, renderWhenNear, type CommunityEvent } from '@osck/shared'
import { useId } from 'react'
import { EventGrid } from './EventGrid'

export function EventSuggestions({ events }: { events: readonly CommunityEvent[] }) {
  const headingId = useId()
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
