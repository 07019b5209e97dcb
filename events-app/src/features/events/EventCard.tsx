import { memo } from 'react'
import { CardRoot, ContentImage, isUpcoming, Link, type CommunityEvent } from '@osck/shared'
import { LIST_IMAGE_SIZES } from '@osck/shared/image-sizes'
import { CardMeta } from './CardMeta'
import { EVENT_CARD_CSS } from './event-card-css'
import { eventStatusLabel } from './event-logic'

/** The badge of a past event's card that has a recap. */
export const RECAP_BADGE = 'Recap'

export const eventPath = (slug: string) => `/events/${encodeURIComponent(slug)}`

export interface EventCardProps {
  event: CommunityEvent
}

/** An event as a card: title clamped to 2 lines (a link to the event), summary to 3. */
export const EventCard = memo(function EventCard({ event }: EventCardProps) {
  return (
    <CardRoot css={EVENT_CARD_CSS}>
      <div data-part="media">
        <ContentImage
          src={event.image}
          alt={event.title}
          width={640}
          height={360}
          sizes={LIST_IMAGE_SIZES.card}
        />
        <span data-part="status" data-past={isUpcoming(event.date) ? undefined : ''}>
          {eventStatusLabel(event.date)}
        </span>
        {event.recap && !isUpcoming(event.date) && <span data-part="recap">{RECAP_BADGE}</span>}
      </div>
      <div data-part="content">
        {event.category && <span data-part="category">{event.category}</span>}
        <Link to={eventPath(event.slug)} data-part="title">
          {event.title}
        </Link>
        {event.description && <p data-part="summary">{event.description}</p>}
        <CardMeta event={event} />
      </div>
    </CardRoot>
  )
})
