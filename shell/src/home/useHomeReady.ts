import { TIMINGS } from '@osck/shared'
import { startTransition, useEffect, useState } from 'react'

/** False for Home's skeleton time (docs/product.md, Loaders and timings) after Home mounts, then true. */
export function useHomeReady(delayMs: number = TIMINGS.homeSkeletonMs): boolean {
  const [ready, setReady] = useState(delayMs <= 0)
  useEffect(() => {
    if (delayMs <= 0) return
    // A transition: Home's sections then render in slices, not in one long task on a slow phone.
    const timer = window.setTimeout(() => startTransition(() => setReady(true)), delayMs)
    return () => window.clearTimeout(timer)
  }, [delayMs])
  return ready
}
