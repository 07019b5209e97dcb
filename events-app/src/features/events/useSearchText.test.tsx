import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSearchText } from './useSearchText'

describe('useSearchText', () => {
  it('keeps every typed character while the URL catches up, and follows outside URL changes', () => {
    const onChange = vi.fn()
    const { result, rerender } = renderHook(({ url }) => useSearchText(url, onChange), { initialProps: { url: '' } })
    act(() => result.current[1]('p'))
    act(() => result.current[1]('py'))
    act(() => result.current[1]('pyt'))
    expect(result.current[0]).toBe('pyt')
    expect(onChange).toHaveBeenLastCalledWith('pyt')
    // The URL reports the values we sent, late and one by one: the text is not rolled back.
    rerender({ url: 'p' })
    expect(result.current[0]).toBe('pyt')
    rerender({ url: 'pyt' })
    expect(result.current[0]).toBe('pyt')
    // Reset / Back: a value we did not send replaces the text.
    rerender({ url: '' })
    expect(result.current[0]).toBe('')
    rerender({ url: 'hack' })
    expect(result.current[0]).toBe('hack')
  })
})
