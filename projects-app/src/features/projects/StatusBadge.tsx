import { Badge, statusColor } from '@osck/shared'
import type { ComponentProps } from 'react'

/**
 * The status as written, in its status colour (content/README.md; case-insensitive). The surface
 * style keeps text and background AA-contrasting for every palette, yellow
 * included, in both themes.
 */
export function StatusBadge({ status, ...props }: { status: string } & ComponentProps<typeof Badge>) {
  const color = statusColor(status)
  return (
    <Badge
      variant="surface"
      colorPalette={color}
      data-status-color={color}
      size="md"
      fontWeight="semibold"
      {...props}
    >
      {status}
    </Badge>
  )
}
