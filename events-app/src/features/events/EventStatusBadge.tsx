import { Badge, isUpcoming } from '@osck/shared'
import type { ComponentProps } from 'react'

type BadgeProps = ComponentProps<typeof Badge>

/** 'Upcoming' / 'Past' (cards) or 'Upcoming Event' / 'Past Event' (detail); readable on any image. */
export function EventStatusBadge({
  date,
  long = false,
  ...props
}: { date: string; long?: boolean } & BadgeProps) {
  const upcoming = isUpcoming(date)
  const label = `${upcoming ? 'Upcoming' : 'Past'}${long ? ' Event' : ''}`
  return (
    <Badge
      variant="solid"
      colorPalette="brand"
      {...(upcoming ? {} : { bg: 'gray.700', color: 'white' })}
      {...props}
    >
      {label}
    </Badge>
  )
}
