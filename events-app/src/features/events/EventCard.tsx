import { memo } from 'react'
import {
  Badge,
  Card,
  ContentImage,
  Heading,
  Link,
  type CommunityEvent,
  type SystemStyleObject,
} from '@osck/shared'
import { CardMeta } from './CardMeta'
import { EventBody } from './EventBody'
import { EventStatusBadge } from './EventStatusBadge'

export const eventPath = (slug: string) => `/events/${encodeURIComponent(slug)}`

/**
 * The card's parts are plain elements styled from its root (one class for every card) rather
 * than one styled component each: with hundreds of events, every component a card holds is work
 * when a search adds or removes cards.
 */
const CARD_CSS: SystemStyleObject = {
  overflow: 'hidden',
  // Content may hold words longer than the card (a pasted URL): they break instead of widening
  // it. Set on every part, since the reset gives each element `break-word`, which does not.
  '&, & *': { overflowWrap: 'anywhere' },
  borderRadius: 'xl',
  height: 'full',
  position: 'relative',
  bg: 'bg.panel',
  transition: 'box-shadow 0.2s ease, transform 0.2s ease',
  '& [data-part=media]': { position: 'relative' },
  '& [data-part=media] > img, & [data-part=media] > picture > img': {
    width: 'full',
    height: 'auto',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    bg: 'bg.muted',
  },
  '& [data-part=status]': { position: 'absolute', top: '3', left: '3', shadow: 'sm' },
  '& [data-part=content]': { display: 'flex', flexDirection: 'column', flex: '1', gap: '3', p: '5' },
  '& [data-part=summary]': { color: 'fg.muted' },
  '& [data-part=meta]': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5',
    fontSize: 'sm',
    color: 'fg.muted',
  },
  '& [data-part=meta-line]': { display: 'flex', alignItems: 'center', gap: '2', minW: '0' },
  '& [data-part=meta-line] > svg': {
    width: '1em',
    height: '1em',
    flexShrink: 0,
    color: 'brand.fg',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: '2',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  '& [data-part=meta-line] > span': { truncate: true },
}

const LIST_CARD_CSS: SystemStyleObject = {
  ...CARD_CSS,
  // Only with motion allowed, and inside `_hover`: a media query beside `_hover`'s own (e.g. `_motionReduce`)
  // makes Chakra order the two with localeCompare, whose first call is a ~50 ms task on a budget phone.
  _hover: { shadow: 'lg', _motionSafe: { transform: 'translateY(-2px)' } },
  '& [data-part=summary]': { color: 'fg.muted', lineClamp: 3 },
  '& [data-part=title]': {
    fontSize: 'lg',
    fontWeight: 'semibold',
    lineHeight: 'short',
    lineClamp: 2,
    color: 'fg',
    borderRadius: 'sm',
    focusRing: 'outside',
    _hover: { color: 'brand.fg' },
    // The whole card is the link's hit area.
    _after: { content: '""', position: 'absolute', inset: '0' },
  },
}

export interface EventCardProps {
  event: CommunityEvent
  /** `full`: the title is a heading and the whole markdown body is shown. */
  variant?: 'list' | 'full'
  headingLevel?: 'h2' | 'h3'
}

/** An event as a card: title clamped to 2 lines (a link to the event), summary to 3. */
export const EventCard = memo(function EventCard({
  event,
  variant = 'list',
  headingLevel = 'h2',
}: EventCardProps) {
  const full = variant === 'full'
  return (
    <Card.Root as="article" variant="outline" css={full ? CARD_CSS : LIST_CARD_CSS}>
      <div data-part="media">
        <ContentImage
          src={event.image}
          alt={event.title}
          width={640}
          height={360}
          sizes="(min-width: 64rem) 24rem, (min-width: 48rem) 50vw, 100vw"
        />
        <EventStatusBadge date={event.date} size="md" data-part="status" />
      </div>
      <div data-part="content">
        {event.category && (
          <Badge variant="subtle" colorPalette="brand" alignSelf="start">
            {event.category}
          </Badge>
        )}
        {full ? (
          <Heading as={headingLevel} size="xl" lineHeight="short">
            {event.title}
          </Heading>
        ) : (
          <Link to={eventPath(event.slug)} data-part="title">
            {event.title}
          </Link>
        )}
        {event.description && <p data-part="summary">{event.description}</p>}
        <CardMeta event={event} />
        {full && <EventBody content={event.content} />}
      </div>
    </Card.Root>
  )
})
