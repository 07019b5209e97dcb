import { ALL, useSearchParams } from '@osck/shared'
import { useCallback, useMemo } from 'react'
import { hasActiveFilters, type EventFilters } from './eventLogic'

type Key = keyof EventFilters

/**
 * Filters kept in the URL: `?q=&category=&location=`. Typing replaces the
 * history entry; choosing a chip or resetting adds one, so Back undoes it.
 */
export function useEventFilters() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo<EventFilters>(
    () => ({
      q: params.get('q') ?? '',
      category: params.get('category') || ALL,
      location: params.get('location') || ALL,
    }),
    [params],
  )

  const update = useCallback(
    (key: Key, value: string, replace: boolean) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (value === '' || value === ALL) next.delete(key)
          else next.set(key, value)
          return next
        },
        { replace },
      )
    },
    [setParams],
  )

  const setQuery = useCallback((q: string) => update('q', q, true), [update])
  const setCategory = useCallback((category: string) => update('category', category, false), [update])
  const setLocation = useCallback((location: string) => update('location', location, false), [update])
  const reset = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const key of ['q', 'category', 'location']) next.delete(key)
          return next
        },
        { replace: false },
      ),
    [setParams],
  )

  return { filters, active: hasActiveFilters(filters), setQuery, setCategory, setLocation, reset }
}
