/**
 * Pure count-up logic for the Home stats: every counter goes from 0 to its
 * target in `steps` equal ticks spread over `durationMs`, so all of them land
 * on their targets together at the end.
 */
export interface CounterPlan {
  /** Number of ticks after the initial 0. */
  steps: number
  /** Time between two ticks. */
  intervalMs: number
}

export interface CounterOptions {
  durationMs: number
  stepsPerSecond: number
  /** Reduced motion: the final values at once, no ticking. */
  reduced?: boolean
}

export function counterPlan(durationMs: number, stepsPerSecond: number): CounterPlan {
  const steps = Math.max(1, Math.round((durationMs / 1000) * stepsPerSecond))
  return { steps, intervalMs: durationMs / steps }
}

/** The value shown at `step` of `steps`: linear, whole numbers, never past the target. */
export function counterValue(target: number, step: number, steps: number): number {
  if (step >= steps) return target
  if (step <= 0) return 0
  return Math.floor((target * step) / steps)
}

export function countersAt(targets: readonly number[], step: number, steps: number): number[] {
  return targets.map((target) => counterValue(target, step, steps))
}

/**
 * Runs the count-up: `onUpdate` receives every counter's value at each tick,
 * the last call carrying exactly the targets. Returns a cancel function.
 */
export function startCounters(
  targets: readonly number[],
  { durationMs, stepsPerSecond, reduced = false }: CounterOptions,
  onUpdate: (values: number[]) => void,
): () => void {
  if (reduced || durationMs <= 0) {
    onUpdate([...targets])
    return () => {}
  }
  const { steps, intervalMs } = counterPlan(durationMs, stepsPerSecond)
  let step = 0
  const timer = setInterval(() => {
    step += 1
    onUpdate(countersAt(targets, step, steps))
    if (step >= steps) clearInterval(timer)
  }, intervalMs)
  return () => clearInterval(timer)
}
