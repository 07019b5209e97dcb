import { ClockIcon, Text, type CommunityEvent } from '@osck/shared'
import { visitorTime } from '@osck/shared/event-facts'

/** The event's time in the visitor's own zone, only when their device is not on Kampala's time. */
export function VisitorTime({ event }: { event: CommunityEvent }) {
  const local = visitorTime(event)
  if (!local) return null
  return (
    <Text display="flex" alignItems="center" gap="2" fontSize="sm" color="fg.muted">
      <Text as="span" color="brand.fg" display="inline-flex" flexShrink={0}>
        <ClockIcon />
      </Text>
      Your time: {local}
    </Text>
  )
}
