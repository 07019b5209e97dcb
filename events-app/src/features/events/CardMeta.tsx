import { formatDate, type CommunityEvent } from '@osck/shared'
import type { ReactNode } from 'react'
import type { MetaIcon } from './event-card-css'
import { attendeesLabel } from './event-logic'

/**
 * The card's date, location and attendees as plain elements, each icon drawn by the card's CSS
 * (`data-icon`): a list of hundreds of events adds and removes these on every search keystroke and
 * filter, and an inline SVG icon was a third of a card's elements.
 */
function Line({ icon, children }: { icon: MetaIcon; children: ReactNode }) {
  return (
    <span data-part="meta-line" data-icon={icon}>
      <span>{children}</span>
    </span>
  )
}

export function CardMeta({ event }: { event: CommunityEvent }) {
  return (
    <div data-part="meta">
      <Line icon="calendar">
        <time dateTime={event.date}>{formatDate(event.date)}</time>
      </Line>
      {event.location && <Line icon="map-pin">{event.location}</Line>}
      {event.attendees !== undefined && <Line icon="users">{attendeesLabel(event.attendees)}</Line>}
    </div>
  )
}
