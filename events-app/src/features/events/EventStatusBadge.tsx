import { Badge, isUpcoming } from '@osck/shared'
import type { ComponentProps } from 'react'
import { eventStatusLabel } from './event-logic'

type BadgeProps = ComponentProps<typeof Badge>

/** The event's status (eventStatusLabel) as a badge readable on any image. */
export function EventStatusBadge({
  date,
  long = false,
  ...props
}: { date: string; long?: boolean } & BadgeProps) {
  const upcoming = isUpcoming(date)
  return (
    <Badge
      variant="solid"
      colorPalette="brand"
      {...(upcoming ? {} : { bg: 'gray.700', color: 'white' })}
      {...props}
    >
      {eventStatusLabel(date, long)}
    </Badge>
  )
}
