import { IconButton } from '@osck/shared'
import { PauseIcon, PlayIcon } from './icons'

/** Lets visitors stop a marquee for good (WCAG 2.2.2), on top of pausing on hover and focus. */
export function MotionToggle({
  paused,
  onToggle,
  label,
}: {
  paused: boolean
  onToggle: () => void
  /** What is paused, e.g. 'image carousels'. */
  label: string
}) {
  const text = paused ? `Play ${label}` : `Pause ${label}`
  return (
    <IconButton
      aria-label={text}
      title={text}
      size="sm"
      variant="surface"
      colorPalette="gray"
      rounded="full"
      boxShadow="sm"
      focusRing="outside"
      onClick={onToggle}
    >
      {paused ? <PlayIcon /> : <PauseIcon />}
    </IconButton>
  )
}
