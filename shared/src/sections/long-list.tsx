import { renderWhenNear } from '@osck/shared'
import { useEffect, useRef, useState, type ReactNode } from 'react'

/** Lists that never held more render every card at once, as the spec shows them. */
export const WHOLE_LIST_UP_TO = 60
/** A longer list renders this many cards first, and as many more each time its end comes near. */
export const CARDS_PER_STEP = 12
/**
 * The end of the rendered cards starts the next step within 800 px below the screen, or anywhere
 * above it: a visitor who jumped past it (the End key) gets the next cards too.
 */
const NEAR_END = '100000px 0px 800px 0px'

// Cards past a long list's first step skip layout and paint while far off screen
// (content-visibility), so a keystroke that keeps many of them stays cheap. The first step is laid
// out as usual: it is on or near the screen, and a check of its links (a focus check) would
// otherwise force each card's layout one at a time. Short lists render as usual.
const skipOffscreen = renderWhenNear(440)
export const longListItemStyle = (total: number, index: number) =>
  total > CARDS_PER_STEP && index >= CARDS_PER_STEP ? skipOffscreen : undefined

/**
 * How many of a list's `total` cards to render, and the marker to place after them. A long list
 * (content at scale: hundreds of posts) renders its first cards and adds more as the visitor
 * scrolls towards its end, so it shows, and answers each keystroke, as fast as a short one.
 * `of`: how many items the list holds before filters, when the list mounts with filters already
 * set (an events tab): a long list narrowed by filters is windowed too. `list`: which list it is
 * (an events tab); another one starts again from its first step.
 */
export function useLongList(total: number, of = total, list = ''): { count: number; end: ReactNode } {
  const [limit, setLimit] = useState(CARDS_PER_STEP)
  const [shownList, setShownList] = useState(list)
  if (list !== shownList) {
    setShownList(list)
    setLimit(CARDS_PER_STEP)
  }
  // A list that was long stays windowed when a search narrows it: a keystroke then never renders
  // more than the cards already in reach, where a whole list of 60 cost 100 ms of input delay.
  const [wasLong, setWasLong] = useState(false)
  const long = Math.max(total, of) > WHOLE_LIST_UP_TO
  if (long && !wasLong) setWasLong(true)
  const marker = useRef<HTMLDivElement>(null)
  const windowed = (wasLong || long) && typeof IntersectionObserver !== 'undefined'
  const count = windowed ? Math.min(total, limit) : total
  const more = count < total

  useEffect(() => {
    const node = marker.current
    if (!more || !node) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLimit(count + CARDS_PER_STEP)
      },
      { rootMargin: NEAR_END },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [more, count])

  return { count, end: more ? <div ref={marker} aria-hidden="true" data-part="more-cards" /> : null }
}
