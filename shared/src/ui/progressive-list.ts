import { startTransition, useEffect, useState } from 'react'

/** From `longFrom` items, a list first renders `first` of them (see `useProgressiveList`). */
export const PROGRESSIVE_LIST = { longFrom: 60, first: 24 } as const

/**
 * A long list (content at scale) first renders the cards of its first screens, then the rest in
 * a transition right after, so the page is on screen sooner and the rest follows a moment later
 * without blocking input. Only a list's first render is split: after that (search, filters) the
 * whole list renders at once. Shorter lists always render whole.
 */
export function useProgressiveList<T>(items: readonly T[]): readonly T[] {
  const [complete, setComplete] = useState(() => items.length < PROGRESSIVE_LIST.longFrom)
  useEffect(() => {
    if (!complete) startTransition(() => setComplete(true))
  }, [complete])
  return complete ? items : items.slice(0, PROGRESSIVE_LIST.first)
}
