import { chakra, type BoxProps } from '@osck/shared'
import type { CSSProperties, ReactNode } from 'react'

/** An item's width in px, below and from Chakra's `md` breakpoint (48rem). */
export interface MarqueeItemWidth {
  base: number
  md: number
}

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
  /** Every item's width: the track knows its own length without measuring it. */
  itemWidth: MarqueeItemWidth
  label?: string
}

/**
 * One row of a marquee: the items twice, moving by half the row per loop. The loop's duration,
 * half the row over the speed, is computed by CSS from the item width, gap and count
 * (`MarqueeStyles`), so it is right from the first frame, at every breakpoint, and nothing is
 * measured: no layout is read and the track does not render twice.
 */
export function MarqueeTrack<T>({
  items,
  getKey,
  renderItem,
  direction = 'left',
  speed,
  gap,
  itemWidth,
  label,
}: MarqueeTrackProps<T>) {
  const copies = [false, true]
  return (
    <chakra.ul
      className="osck-marquee-track"
      data-direction={direction}
      aria-label={label}
      display="flex"
      width="max-content"
      listStyleType="none"
      css={{ '--marquee-item': { base: String(itemWidth.base), md: String(itemWidth.md) } }}
      style={
        {
          gap: `${gap}px`,
          paddingInlineEnd: `${gap}px`,
          '--marquee-items': items.length,
          '--marquee-gap': gap,
          '--marquee-speed': speed,
        } as CSSProperties
      }
    >
      {copies.flatMap((duplicate) =>
        items.map((item) => (
          <li
            key={`${duplicate ? 'copy' : 'item'}-${getKey(item)}`}
            className="osck-marquee-item"
            aria-hidden={duplicate ? 'true' : undefined}
          >
            {renderItem(item, duplicate)}
          </li>
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
