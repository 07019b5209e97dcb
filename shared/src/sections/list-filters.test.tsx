import { act, renderHook } from '@testing-library/react'
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
      bar: useListFilters<'category' | 'place', ReturnType<typeof toFilters>>(KEYS, toFilters),
      location: useLocation(),
    }),
    { wrapper },
  )
}

describe('useListFilters', () => {
  it('gives the filter bar its filters, read from the URL through the list’s own mapping', () => {
    const { result } = setup('/zz-list?category=Talks')
    expect(result.current.bar.filters).toEqual({ q: '', category: 'Talks', place: 'All' })
    expect(result.current.bar.active).toBe(true)
  })

  it('chooses a value of one choice into the URL, and Reset clears them all', () => {
    const { result } = setup('/zz-list?q=git')
    act(() => result.current.bar.onChoose.place('Ntinda'))
    expect(result.current.location.search).toBe('?q=git&place=Ntinda')
    expect(result.current.bar.filters).toEqual({ q: 'git', category: 'All', place: 'Ntinda' })
    act(() => result.current.bar.onChoose.place('All'))
    expect(result.current.location.search).toBe('?q=git')
    act(() => result.current.bar.onReset())
    expect(result.current.location.search).toBe('')
    expect(result.current.bar.active).toBe(false)
  })

  it('keeps the filters’ and the handlers’ identity while the values stay (memoized chips skip renders)', () => {
    const { result, rerender } = setup('/zz-list?category=Talks')
    const before = result.current.bar
    rerender()
    expect(result.current.bar.filters).toBe(before.filters)
    act(() => result.current.bar.onQuery('kampala', false))
    expect(result.current.bar.filters).not.toBe(before.filters)
    expect(result.current.bar.onChoose).toBe(before.onChoose)
    expect(result.current.bar.onChoose.category).toBe(before.onChoose.category)
  })
})
