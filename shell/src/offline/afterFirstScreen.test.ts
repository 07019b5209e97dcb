import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterFirstScreen, firstScreenSettled } from './afterFirstScreen'

function busyBlock(): HTMLElement {
  const block = document.createElement('div')
  block.setAttribute('aria-busy', 'true')
  document.body.append(block)
  return block
}

beforeEach(() => {
  vi.useFakeTimers()
  // jsdom has no requestIdleCallback: the fallback (a timer) is used, as in browsers without it.
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete')
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

describe('firstScreenSettled', () => {
  it('is false while a loader or skeleton is busy, true once none is', () => {
    const block = busyBlock()
    expect(firstScreenSettled()).toBe(false)
    block.setAttribute('aria-busy', 'false')
    expect(firstScreenSettled()).toBe(true)
  })
})

describe('afterFirstScreen', () => {
  it('waits for the busy blocks to finish, then runs the task once', () => {
    const block = busyBlock()
    const task = vi.fn()
    afterFirstScreen(task, { checkEveryMs: 100 })
    vi.advanceTimersByTime(1000)
    expect(task).not.toHaveBeenCalled()
    block.remove()
    vi.advanceTimersByTime(150)
    expect(task).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(5000)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('runs the task after the cap when the screen never settles', () => {
    busyBlock()
    const task = vi.fn()
    afterFirstScreen(task, { checkEveryMs: 100, capMs: 2000 })
    vi.advanceTimersByTime(1900)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(200)
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('waits for the load event before looking', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading')
    const task = vi.fn()
    afterFirstScreen(task)
    vi.advanceTimersByTime(20_000)
    expect(task).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(10)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
