import { type CommunityEvent } from '@osck/shared'
import { CardGrid } from '@osck/shared/sections/card-grid'
import { EventCard } from './EventCard'

/** Event cards as a list. */
export function EventGrid({
  events,
  of,
  label,
}: {
  events: readonly CommunityEvent[]
  /** How many events the list holds before filters. */
  of?: number
  label?: string
}) {
  return <CardGrid items={events} of={of} label={label} renderItem={(event) => <EventCard event={event} />} />
}
