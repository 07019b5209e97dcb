import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useContent } from './useContent'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('useContent', () => {
  it('stays loading until both the data and the minimum delay are there', async () => {
    const { result } = renderHook(() => useContent(() => Promise.resolve([1, 2]), { minDelayMs: 800 }))
    await act(() => vi.advanceTimersByTimeAsync(799))
    expect(result.current.loading).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(result.current).toEqual({ data: [1, 2], loading: false, error: undefined })
  })

  it('waits for slow data past the minimum delay', async () => {
    let resolve!: (value: string) => void
    const { result } = renderHook(() => useContent(() => new Promise<string>((r) => (resolve = r))))
    await act(() => vi.advanceTimersByTimeAsync(2000))
    expect(result.current.loading).toBe(true)
    await act(async () => resolve('done'))
    expect(result.current.data).toBe('done')
  })

  it('reports a failure', async () => {
    const failure = new Error('boom')
    const { result } = renderHook(() => useContent(() => Promise.reject(failure)))
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(result.current).toEqual({ data: undefined, loading: false, error: failure })
  })

  it('does not update after unmount', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { unmount } = renderHook(() => useContent(() => Promise.resolve(1), { minDelayMs: 100 }))
    unmount()
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(errors).not.toHaveBeenCalled()
  })
})
