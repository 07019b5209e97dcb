import { TIMINGS } from '@osck/shared'
import { useEffect, useState } from 'react'
import { startCounters } from './counter'

/**
 * The values of counters that count from 0 to their targets once `start`
 * becomes true. Under reduced motion the targets are shown at once.
 */
export function useCountUp(targets: readonly number[], start: boolean, reduced: boolean): number[] {
  const [values, setValues] = useState<number[]>(() => targets.map(() => 0))
  const key = targets.join(',')
  useEffect(() => {
    if (!start || reduced) return
    return startCounters(
      key.split(',').map(Number),
      { durationMs: TIMINGS.counterDurationMs, stepsPerSecond: TIMINGS.counterStepsPerSecond },
      setValues,
    )
  }, [start, reduced, key])
  return reduced ? [...targets] : values
}
