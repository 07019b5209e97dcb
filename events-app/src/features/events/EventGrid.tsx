import { Box, renderWhenNear, type CommunityEvent } from '@osck/shared'
import { EventCard } from './EventCard'

// Long lists (content at scale): the browser skips layout and paint of cards far off screen,
// which keeps each keystroke in the search box fast. Short lists render as usual.
const SKIP_OFFSCREEN_FROM = 24
const skipOffscreen = renderWhenNear(440)

/** Event cards as a list: 1, 2 or 3 columns. */
export function EventGrid({ events, label }: { events: readonly CommunityEvent[]; label?: string }) {
  return (
    <Box
      as="ul"
      aria-label={label}
      listStyleType="none"
      display="grid"
      gridTemplateColumns={{
        base: 'minmax(0, 1fr)',
        md: 'repeat(2, minmax(0, 1fr))',
        lg: 'repeat(3, minmax(0, 1fr))',
      }}
      gap="6"
    >
      {events.map((event) => (
        <li key={event.slug} style={events.length > SKIP_OFFSCREEN_FROM ? skipOffscreen : undefined}>
          <EventCard event={event} />
        </li>
      ))}
    </Box>
  )
}
