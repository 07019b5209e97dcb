import { Box, type CommunityEvent } from '@osck/shared'
import { EventCard } from './EventCard'

/** Event cards as a list: 1, 2 or 3 columns. */
export function EventGrid({ events, label }: { events: readonly CommunityEvent[]; label?: string }) {
  return (
    <Box
      as="ul"
      aria-label={label}
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}
      gap="6"
    >
      {events.map((event) => (
        <li key={event.slug}>
          <EventCard event={event} />
        </li>
      ))}
    </Box>
  )
}
