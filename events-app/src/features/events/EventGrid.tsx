import { type CommunityEvent } from '@osck/shared'
import { CardGrid } from '@osck/shared/sections/card-grid'
import { EventCard } from './EventCard'

/** Event cards as a list. */
export function EventGrid({ events, label }: { events: readonly CommunityEvent[]; label?: string }) {
  return <CardGrid items={events} label={label} renderItem={(event) => <EventCard event={event} />} />
}
