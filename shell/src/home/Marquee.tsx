import { chakra, type BoxProps } from '@osck/shared'
import { useEffect, useRef, useState, type ReactNode } from 'react'

export interface MarqueeTrackProps<T> {
  items: readonly T[]
  getKey: (item: T) => string
  /** `duplicate` is true for the second copy, which must be hidden from assistive technology. */
  renderItem: (item: T, duplicate: boolean) => ReactNode
  direction?: 'left' | 'right'
  /** Pixels per second. */
  speed: number
  /** Space between items, in px (also after the last one, so both halves are equal). */
  gap: number
  label?: string
}

/**
 * Seconds for one copy of the track to pass by at `speed` px/s; undefined until measured.
 * Measured by a ResizeObserver, which reports after the browser's own layout: reading the width
 * in a layout effect forced a full-page layout inside React's commit (~250 ms on a budget phone).
 */
function useLoopDuration(speed: number) {
  const ref = useRef<HTMLUListElement>(null)
  const [duration, setDuration] = useState<number>()
  useEffect(() => {
    const track = ref.current
    if (!track || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      const half = track.scrollWidth / 2
      if (half > 0 && speed > 0) setDuration(half / speed)
    })
    observer.observe(track)
    return () => observer.disconnect()
  }, [speed])
  return [ref, duration] as const
}

/** One row of a marquee: the items twice, moving by half the row per loop. */
export function MarqueeTrack<T>({
  items,
  getKey,
  renderItem,
  direction = 'left',
  speed,
  gap,
  label,
}: MarqueeTrackProps<T>) {
  const [ref, duration] = useLoopDuration(speed)
  const copies = [false, true]
  return (
    <chakra.ul
      ref={ref}
      className="osck-marquee-track"
      data-direction={direction}
      aria-label={label}
      display="flex"
      width="max-content"
      listStyleType="none"
      style={{
        gap: `${gap}px`,
        paddingInlineEnd: `${gap}px`,
        animationDuration: duration ? `${duration}s` : undefined,
      }}
    >
      {copies.flatMap((duplicate) =>
        items.map((item) => (
          <chakra.li
            key={`${duplicate ? 'copy' : 'item'}-${getKey(item)}`}
            aria-hidden={duplicate ? 'true' : undefined}
            flexShrink={0}
          >
            {renderItem(item, duplicate)}
          </chakra.li>
        )),
      )}
    </chakra.ul>
  )
}

/** The hover/focus root of one or more tracks; `still` stops them, `paused` holds them. */
export function Marquee({
  still,
  paused,
  children,
  ...props
}: BoxProps & { still: boolean; paused: boolean }) {
  return (
    <chakra.div
      className="osck-marquee"
      data-still={still ? '' : undefined}
      data-paused={paused ? '' : undefined}
      {...props}
    >
      {children}
    </chakra.div>
  )
}
