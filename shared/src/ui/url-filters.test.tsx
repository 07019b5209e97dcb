import { act, renderHook } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom'
import { ROUTER_FUTURE } from './router'
import { describe, expect, it } from 'vitest'
import { useUrlFilters } from './url-filters'

const KEYS = ['q', 'category'] as const

function setup(initial = '/blog') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]} future={ROUTER_FUTURE}>
      {children}
    </MemoryRouter>
  )
  return renderHook(
    () => ({ filters: useUrlFilters(KEYS), location: useLocation(), navigate: useNavigate() }),
    { wrapper },
  )
}

describe('useUrlFilters', () => {
  it('reads the filters from the URL', () => {
    const { result } = setup('/blog?q=react&category=Events')
    expect(result.current.filters.values).toEqual({ q: 'react', category: 'Events' })
    expect(result.current.filters.active).toBe(true)
  })

  it('shows a change at once and writes it to the URL; All and empty values leave the URL', () => {
    const { result } = setup('/blog?category=Events')
    act(() => result.current.filters.update({ q: 'kampala' }))
    expect(result.current.filters.values).toEqual({ q: 'kampala', category: 'Events' })
    expect(result.current.location.search).toBe('?category=Events&q=kampala')
    act(() => result.current.filters.update({ category: 'All', q: '' }))
    expect(result.current.filters.values).toEqual({ q: '', category: '' })
    expect(result.current.location.search).toBe('')
    expect(result.current.filters.active).toBe(false)
  })

  it('keeps one identity for update and clear across URL changes (memoized chips skip keystrokes)', () => {
    const { result } = setup('/blog')
    const { update, clear } = result.current.filters
    act(() => update({ q: 'kampala' }))
    act(() => result.current.navigate('/blog?category=Events'))
    expect(result.current.location.search).toBe('?category=Events')
    expect(result.current.filters.update).toBe(update)
    expect(result.current.filters.clear).toBe(clear)
    // The kept callbacks still act on the URL as it is now.
    act(() => result.current.filters.update({ q: 'linux' }))
    expect(result.current.location.search).toBe('?category=Events&q=linux')
  })

  it('shows a change before the router has applied the new URL (it does so in a transition)', () => {
    const never = new Promise<never>(() => undefined)
    // A screen still loading for the new URL: the router's transition cannot finish.
    function SlowScreen() {
      if (useLocation().search.includes('q=')) throw never
      return null
    }
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/blog']} future={ROUTER_FUTURE}>
        <Suspense fallback={null}>
          {children}
          <SlowScreen />
        </Suspense>
      </MemoryRouter>
    )
    const { result } = renderHook(() => ({ filters: useUrlFilters(KEYS), location: useLocation() }), {
      wrapper,
    })
    act(() => result.current.filters.update({ q: 'kampala' }))
    expect(result.current.location.search).toBe('')
    expect(result.current.filters.values.q).toBe('kampala')
  })

  it('keeps every keystroke of fast typing and ends on the last one', () => {
    const { result } = setup()
    act(() => {
      for (const text of ['l', 'li', 'lin', 'linu', 'linux']) result.current.filters.update({ q: text })
    })
    expect(result.current.filters.values.q).toBe('linux')
    expect(result.current.location.search).toBe('?q=linux')
  })

  it('combines a category picked while the typed text is still on its way', () => {
    const { result } = setup()
    act(() => {
      result.current.filters.update({ q: 'data' })
      result.current.filters.update({ category: 'Design' })
    })
    expect(result.current.filters.values).toEqual({ q: 'data', category: 'Design' })
    expect(new URLSearchParams(result.current.location.search).get('q')).toBe('data')
  })

  it('follows the URL when it changes for another reason (Back, a link)', () => {
    const { result } = setup('/blog?q=first')
    act(() => result.current.filters.update({ q: 'second' }))
    act(() => result.current.navigate(-1))
    expect(result.current.filters.values.q).toBe('first')
    act(() => result.current.navigate('/blog?q=linked'))
    expect(result.current.filters.values.q).toBe('linked')
  })

  it('clears every filter it owns', () => {
    const { result } = setup('/blog?q=x&category=Events')
    act(() => result.current.filters.clear())
    expect(result.current.filters.values).toEqual({ q: '', category: '' })
    expect(result.current.location.search).toBe('')
  })
})
