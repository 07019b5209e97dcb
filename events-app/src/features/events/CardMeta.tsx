import { formatDate, type CommunityEvent } from '@osck/shared'
import type { ReactNode } from 'react'
import { attendeesLabel } from './event-logic'

/**
 * The card's date, location and attendees as plain elements (styled by the card's root): a list
 * of hundreds of events adds and removes these on every search keystroke. Same icons as the
 * gateway's CalendarIcon, MapPinIcon and UsersIcon.
 */
function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <span data-part="meta-line">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {icon}
      </svg>
      <span>{children}</span>
    </span>
  )
}

export function CardMeta({ event }: { event: CommunityEvent }) {
  return (
    <div data-part="meta">
      <Line
        icon={
          <>
            <rect x="3" y="4" width="18" height="18" rx="2" />
            <path d="M16 2v4M8 2v4M3 10h18" />
          </>
        }
      >
        <time dateTime={event.date}>{formatDate(event.date)}</time>
      </Line>
      {event.location && (
        <Line
          icon={
            <>
              <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z" />
              <circle cx="12" cy="10" r="3" />
            </>
          }
        >
          {event.location}
        </Line>
      )}
      {event.attendees !== undefined && (
        <Line
          icon={
            <>
              <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
              <circle cx="9" cy="7" r="4" />
              <path d="M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
            </>
          }
        >
          {attendeesLabel(event.attendees)}
        </Line>
      )}
    </div>
  )
}
