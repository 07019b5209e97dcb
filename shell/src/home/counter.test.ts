import { COUNTER_TARGETS, TIMINGS } from '@osck/shared'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { counterPlan, countersAt, counterValue, startCounters } from './counter'

const TARGETS = [
  COUNTER_TARGETS.members,
  COUNTER_TARGETS.projects,
  COUNTER_TARGETS.events,
  COUNTER_TARGETS.posts,
]
const OPTIONS = { durationMs: TIMINGS.counterDurationMs, stepsPerSecond: TIMINGS.counterStepsPerSecond }

describe('counter plan and values', () => {
  it('spreads 1000 ms at 60 steps per second into 60 ticks of ~16.7 ms', () => {
    const plan = counterPlan(1000, 60)
    expect(plan.steps).toBe(60)
    expect(plan.intervalMs).toBeCloseTo(16.67, 1)
  })

  it('always has at least one step', () => {
    expect(counterPlan(5, 60).steps).toBe(1)
  })

  it('starts at 0, grows linearly and never passes the target', () => {
    expect(counterValue(68, 0, 60)).toBe(0)
    expect(counterValue(68, 30, 60)).toBe(34)
    expect(counterValue(68, 59, 60)).toBe(66)
    expect(counterValue(68, 60, 60)).toBe(68)
    expect(counterValue(68, 99, 60)).toBe(68)
    expect(counterValue(0, 30, 60)).toBe(0)
    const values = Array.from({ length: 61 }, (_, step) => counterValue(3, step, 60))
    expect(values.every((value, index) => index === 0 || value >= values[index - 1]!)).toBe(true)
  })

  it('computes every counter at a step', () => {
    expect(countersAt(TARGETS, 60, 60)).toEqual([68, 0, 2, 3])
    expect(countersAt(TARGETS, 0, 60)).toEqual([0, 0, 0, 0])
  })
})

describe('startCounters', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('ticks about 60 times over 1000 ms and ends exactly on the targets (68, 0, 2, 3)', () => {
    const updates: number[][] = []
    startCounters(TARGETS, OPTIONS, (values) => updates.push(values))
    expect(updates).toEqual([])
    vi.advanceTimersByTime(500)
    expect(updates.length).toBeGreaterThanOrEqual(29)
    expect(updates.length).toBeLessThanOrEqual(31)
    const halfway = updates.at(-1)!
    expect(halfway[0]).toBeGreaterThan(25)
    expect(halfway[0]).toBeLessThan(40)
    vi.advanceTimersByTime(520)
    expect(updates).toHaveLength(60)
    expect(updates.at(-1)).toEqual([68, 0, 2, 3])
    vi.advanceTimersByTime(2000)
    expect(updates).toHaveLength(60)
  })

  it('under reduced motion reports the final values at once, without timers', () => {
    const onUpdate = vi.fn()
    startCounters(TARGETS, { ...OPTIONS, reduced: true }, onUpdate)
    expect(onUpdate).toHaveBeenCalledTimes(1)
    expect(onUpdate).toHaveBeenCalledWith([68, 0, 2, 3])
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stops when cancelled', () => {
    const onUpdate = vi.fn()
    const cancel = startCounters(TARGETS, OPTIONS, onUpdate)
    vi.advanceTimersByTime(100)
    const calls = onUpdate.mock.calls.length
    cancel()
    vi.advanceTimersByTime(2000)
    expect(onUpdate).toHaveBeenCalledTimes(calls)
  })
})
