import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { useListFilters } from './list-filters'
import { ROUTER_FUTURE } from '../ui/router'

const KEYS = ['q', 'category', 'place'] as const
const toFilters = ({ q, category, place }: Record<(typeof KEYS)[number], string>) => ({
  q,
  category: category || 'All',
  place: place || 'All',
})

function setup(initial: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]} future={ROUTER_FUTURE}>
      {children}
    </MemoryRouter>
  )
  return renderHook(
    () => ({
      list: useListFilters<'category' | 'place', ReturnType<typeof toFilters>>(KEYS, toFilters),
      location: useLocation(),
    }),
    { wrapper },
  )
}

describe('useListFilters', () => {
  it('gives the filter bar its filters, read from the URL through the list’s own mapping', () => {
    const { result } = setup('/zz-list?category=Talks')
    expect(result.current.list.bar.filters).toEqual({ q: '', category: 'Talks', place: 'All' })
    expect(result.current.list.shown).toEqual(result.current.list.bar.filters)
    expect(result.current.list.bar.active).toBe(true)
  })

  it('chooses a value of one choice into the URL, and Reset clears them all', async () => {
    const { result } = setup('/zz-list?q=git')
    act(() => result.current.list.bar.onChoose.place('Ntinda'))
    expect(result.current.list.shown).toEqual({ q: 'git', category: 'All', place: 'Ntinda' })
    await waitFor(() => expect(result.current.location.search).toBe('?q=git&place=Ntinda'))
    expect(result.current.list.bar.filters).toEqual({ q: 'git', category: 'All', place: 'Ntinda' })
    act(() => result.current.list.bar.onChoose.place('All'))
    await waitFor(() => expect(result.current.location.search).toBe('?q=git'))
    act(() => result.current.list.bar.onReset())
    await waitFor(() => expect(result.current.location.search).toBe(''))
    expect(result.current.list.bar.active).toBe(false)
  })

  it('a keystroke changes what the list shows at once, and the bar only once the URL has it', async () => {
    const { result } = setup('/zz-list?category=Talks&q=kam')
    const before = result.current.list.bar
    act(() => result.current.list.bar.onQuery('kampala', true))
    expect(result.current.list.shown.q).toBe('kampala')
    // Nothing the bar is given has changed: a memoized bar skips the keystroke's render.
    expect(result.current.list.bar).toBe(before)
    await waitFor(() => expect(result.current.list.bar.filters.q).toBe('kampala'))
    expect(result.current.list.bar.onChoose).toBe(before.onChoose)
    expect(result.current.list.bar.onChoose.category).toBe(before.onChoose.category)
    expect(result.current.list.bar.onQuery).toBe(before.onQuery)
  })

  it('gives the bar a chosen value and whether any filter is set at once (a chip shows as picked, Reset appears)', () => {
    const { result } = setup('/zz-list')
    act(() => result.current.list.bar.onQuery('k', false))
    expect(result.current.list.bar.active).toBe(true)
    act(() => result.current.list.bar.onChoose.place('Ntinda'))
    expect(result.current.list.bar.filters.place).toBe('Ntinda')
    expect(result.current.location.search).not.toContain('Ntinda')
  })

  it('keeps the filters’ identity while the values stay', () => {
    const { result, rerender } = setup('/zz-list?category=Talks')
    const { shown, bar } = result.current.list
    rerender()
    expect(result.current.list.shown).toBe(shown)
    expect(result.current.list.bar).toBe(bar)
  })
})
