import { TIMINGS } from '@osck/shared'
import { useEffect, useState } from 'react'

/** False for the spec's Home skeleton time after Home mounts, then true. */
export function useHomeReady(delayMs: number = TIMINGS.homeSkeletonMs): boolean {
  const [ready, setReady] = useState(delayMs <= 0)
  useEffect(() => {
    if (delayMs <= 0) return
    const timer = window.setTimeout(() => setReady(true), delayMs)
    return () => window.clearTimeout(timer)
  }, [delayMs])
  return ready
}
