import { act, render, renderHook, waitFor } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom'
import { ROUTER_FUTURE } from './router'
import { describe, expect, it, vi } from 'vitest'
import { useUrlFilters } from './url-filters'

const KEYS = ['q', 'category'] as const

function setup(initial = '/blog') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/home', initial]} initialIndex={1} future={ROUTER_FUTURE}>
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

  it('shows a change at once and writes it to the URL once drawn; All and empty values leave the URL', async () => {
    const { result } = setup('/blog?category=Events')
    act(() => result.current.filters.update({ q: 'kampala' }))
    expect(result.current.filters.values).toEqual({ q: 'kampala', category: 'Events' })
    // The history write (1–15 ms in Chromium) waits for the next frame, out of the keystroke.
    expect(result.current.location.search).toBe('?category=Events')
    await waitFor(() => expect(result.current.location.search).toBe('?category=Events&q=kampala'))
    act(() => result.current.filters.update({ category: 'All', q: '' }))
    expect(result.current.filters.values).toEqual({ q: '', category: '' })
    await waitFor(() => expect(result.current.location.search).toBe(''))
    expect(result.current.filters.active).toBe(false)
  })

  it('writes changes made before the write as one history entry, added if any of them adds one', async () => {
    const { result } = setup('/blog')
    act(() => {
      result.current.filters.setSearch('d', false)
      result.current.filters.setSearch('da', true)
      result.current.filters.setSearch('dat', true)
    })
    await waitFor(() => expect(result.current.location.search).toBe('?q=dat'))
    act(() => result.current.navigate(-1))
    expect(result.current.location.search).toBe('')
    act(() => result.current.filters.setSearch('x', true))
    await waitFor(() => expect(result.current.location.search).toBe('?q=x'))
    // Replaced: Back leaves the list.
    act(() => result.current.navigate(-1))
    expect(result.current.location.pathname).toBe('/home')
  })

  it('drops the write when the list goes away first (a link followed at once)', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    })
    try {
      const seen: string[] = []
      function Seen() {
        seen.push(useLocation().search)
        return null
      }
      let filters: ReturnType<typeof useUrlFilters<'q'>> | undefined
      function List() {
        filters = useUrlFilters(['q'] as const)
        return null
      }
      const page = (list: boolean) => (
        <MemoryRouter initialEntries={['/blog']} future={ROUTER_FUTURE}>
          <Seen />
          {list && <List />}
        </MemoryRouter>
      )
      const { rerender } = render(page(true))
      act(() => filters!.update({ q: 'gone' }))
      rerender(page(false))
      act(() => void vi.advanceTimersByTime(500))
      expect(seen.filter((search) => search !== '')).toEqual([])
      // The same change with the list still there is written.
      rerender(page(true))
      act(() => filters!.update({ q: 'kept' }))
      act(() => void vi.advanceTimersByTime(500))
      expect(seen.at(-1)).toBe('?q=kept')
    } finally {
      vi.useRealTimers()
    }
  })

  it('keeps one identity for update and clear across URL changes (memoized chips skip keystrokes)', async () => {
    const { result } = setup('/blog')
    const { update, clear } = result.current.filters
    act(() => update({ q: 'kampala' }))
    await waitFor(() => expect(result.current.location.search).toBe('?q=kampala'))
    act(() => result.current.navigate('/blog?category=Events'))
    expect(result.current.location.search).toBe('?category=Events')
    expect(result.current.filters.update).toBe(update)
    expect(result.current.filters.clear).toBe(clear)
    // The kept callbacks still act on the URL as it is now.
    act(() => result.current.filters.update({ q: 'linux' }))
    await waitFor(() => expect(result.current.location.search).toBe('?category=Events&q=linux'))
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

  it('keeps every keystroke of fast typing and ends on the last one', async () => {
    const { result } = setup()
    act(() => {
      for (const text of ['l', 'li', 'lin', 'linu', 'linux']) result.current.filters.update({ q: text })
    })
    expect(result.current.filters.values.q).toBe('linux')
    await waitFor(() => expect(result.current.location.search).toBe('?q=linux'))
  })

  it('combines a category picked while the typed text is still on its way', async () => {
    const { result } = setup()
    act(() => {
      result.current.filters.update({ q: 'data' })
      result.current.filters.update({ category: 'Design' })
    })
    expect(result.current.filters.values).toEqual({ q: 'data', category: 'Design' })
    await waitFor(() => expect(result.current.location.search).toBe('?q=data&category=Design'))
  })

  it('follows the URL when it changes for another reason (Back, a link)', async () => {
    const { result } = setup('/blog?q=first')
    act(() => result.current.filters.update({ q: 'second' }))
    await waitFor(() => expect(result.current.location.search).toBe('?q=second'))
    act(() => result.current.navigate(-1))
    expect(result.current.filters.values.q).toBe('first')
    act(() => result.current.navigate('/blog?q=linked'))
    expect(result.current.filters.values.q).toBe('linked')
  })

  it('clears every filter it owns', async () => {
    const { result } = setup('/blog?q=x&category=Events')
    act(() => result.current.filters.clear())
    expect(result.current.filters.values).toEqual({ q: '', category: '' })
    await waitFor(() => expect(result.current.location.search).toBe(''))
  })
})
