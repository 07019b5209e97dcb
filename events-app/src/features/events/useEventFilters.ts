import { ALL } from '@osck/shared'
import { useUrlFilters } from '@osck/shared/forms'
import { useCallback, useMemo } from 'react'
import type { EventFilters } from './eventLogic'

const FILTER_KEYS = ['q', 'category', 'location'] as const

/**
 * Filters kept in the URL: `?q=&category=&location=`. Typing replaces the
 * history entry; choosing a chip or resetting adds one, so Back undoes it.
 */
export function useEventFilters() {
  const { values, update, clear, active } = useUrlFilters(FILTER_KEYS)
  const filters = useMemo<EventFilters>(
    () => ({ q: values.q, category: values.category || ALL, location: values.location || ALL }),
    [values.q, values.category, values.location],
  )
  const setQuery = useCallback((q: string) => update({ q }, { replace: true }), [update])
  const setCategory = useCallback((category: string) => update({ category }), [update])
  const setLocation = useCallback((location: string) => update({ location }), [update])
  return { filters, active, setQuery, setCategory, setLocation, reset: clear }
}
