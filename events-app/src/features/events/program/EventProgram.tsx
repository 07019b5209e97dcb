import type { CommunityEvent } from '@osck/shared'
import { EventAgenda } from './EventAgenda'
import { EventSpeakers } from './EventSpeakers'

/** The event's speakers and agenda, above its text; nothing for an event without them. */
export function EventProgram({ event }: { event: CommunityEvent }) {
  return (
    <>
      {event.speakers && <EventSpeakers speakers={event.speakers} />}
      {event.agenda && <EventAgenda agenda={event.agenda} />}
    </>
  )
}
