import {
  CalendarIcon,
  formatDate,
  MapPinIcon,
  Stack,
  Text,
  UsersIcon,
  type CommunityEvent,
} from '@osck/shared'
import type { ReactNode } from 'react'
import { attendeesLabel } from './event-logic'

function MetaLine({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Text as="span" display="flex" alignItems="center" gap="2" minW="0" maxW="full">
      <Text as="span" color="brand.fg" flexShrink={0} display="inline-flex">
        {icon}
      </Text>
      {/* minW 0: a long place is cut with an ellipsis instead of widening the page. */}
      <Text as="span" truncate minW="0">
        {children}
      </Text>
    </Text>
  )
}

/**
 * Date (time only when the date string has a colon), location and attendees. `when`: the date as
 * the event's page writes it (its end and time zone), instead of the date alone.
 */
export function EventMeta({
  event,
  direction = 'column',
  fontSize = 'sm',
  when,
}: {
  event: CommunityEvent
  direction?: 'column' | 'row'
  fontSize?: 'sm' | 'md'
  when?: string
}) {
  return (
    <Stack
      direction={direction === 'row' ? { base: 'column', sm: 'row' } : 'column'}
      gap={direction === 'row' ? { base: '2', sm: '6' } : '1.5'}
      fontSize={fontSize}
      color="fg.muted"
      flexWrap="wrap"
      // A definite width that may shrink beside the buttons: a long place is cut to it (MetaLine)
      // instead of sizing the list.
      w="full"
      minW="0"
    >
      <MetaLine icon={<CalendarIcon />}>
        <time dateTime={event.date}>{when ?? formatDate(event.date)}</time>
      </MetaLine>
      {event.location && <MetaLine icon={<MapPinIcon />}>{event.location}</MetaLine>}
      {event.attendees !== undefined && (
        <MetaLine icon={<UsersIcon />}>{attendeesLabel(event.attendees)}</MetaLine>
      )}
    </Stack>
  )
}
