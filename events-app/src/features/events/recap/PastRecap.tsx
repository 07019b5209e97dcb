import { isUpcoming, type CommunityEvent } from '@osck/shared'
import { EventRecap } from './EventRecap'

/** The recap once the event is past (nothing before, or without one). */
export function PastRecap({ event }: { event: CommunityEvent }) {
  if (!event.recap || isUpcoming(event.date)) return null
  return <EventRecap event={event} recap={event.recap} />
}
