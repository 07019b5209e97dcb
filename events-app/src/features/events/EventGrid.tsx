import { type CommunityEvent } from '@osck/shared'
import { CardGrid } from '@osck/shared/sections/card-grid'
import { EventCard } from './EventCard'

/** Event cards as a list. */
export function EventGrid({
  events,
  of,
  list,
  label,
}: {
  events: readonly CommunityEvent[]
  /** How many events the list holds before filters. */
  of?: number
  /** Which list this is (a tab): another one starts again from its first cards. */
  list?: string
  label?: string
}) {
  return (
    <CardGrid
      items={events}
      of={of}
      list={list}
      label={label}
      renderItem={(event) => <EventCard event={event} />}
    />
  )
}
