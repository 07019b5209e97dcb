import { act, renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { useSearchText } from './useSearchText'

function setup(initial = '') {
  const send = vi.fn()
  const hook = renderHook(({ url }) => useSearchText(url, send), { initialProps: { url: initial } })
  const text = () => hook.result.current[0]
  const type = (value: string) => act(() => hook.result.current[1](value))
  const urlBecomes = (url: string) => hook.rerender({ url })
  return { send, text, type, urlBecomes }
}

describe('useSearchText', () => {
  it('starts from the URL', () => {
    expect(setup('react').text()).toBe('react')
  })

  it('keeps every keystroke even when the URL lags behind, and ignores its own echoes', () => {
    const { send, text, type, urlBecomes } = setup()
    type('w')
    type('wo')
    type('wom')
    expect(text()).toBe('wom')
    // The URL catches up one step at a time: the text must not jump back.
    urlBecomes('w')
    expect(text()).toBe('wom')
    urlBecomes('wo')
    urlBecomes('wom')
    expect(text()).toBe('wom')
    expect(send.mock.calls).toEqual([
      ['w', false],
      ['wo', true],
      ['wom', true],
    ])
  })

  it('the first keystroke adds a history entry, the next ones replace it', () => {
    const { send, type, urlBecomes } = setup('old')
    type('ol')
    expect(send).toHaveBeenLastCalledWith('ol', true)
    urlBecomes('ol')
    type('')
    expect(send).toHaveBeenLastCalledWith('', true)
    urlBecomes('')
    type('n')
    expect(send).toHaveBeenLastCalledWith('n', false)
  })

  it('a URL change from elsewhere (Clear Filters, Back, a link) replaces the text', () => {
    const { text, type, urlBecomes } = setup()
    type('react')
    urlBecomes('react')
    urlBecomes('')
    expect(text()).toBe('')
    urlBecomes('docs')
    expect(text()).toBe('docs')
  })
})
