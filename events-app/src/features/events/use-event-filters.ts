import { ALL } from '@osck/shared'
import { useUrlFilters } from '@osck/shared/forms'
import { useCallback, useMemo } from 'react'
import type { EventFilters } from './event-logic'

const FILTER_KEYS = ['q', 'category', 'location'] as const

/** Filters kept in the URL (`?q=&category=&location=`), so reload and Back keep them. */
export function useEventFilters() {
  const { values, update, setSearch, clear, active } = useUrlFilters(FILTER_KEYS)
  const filters = useMemo<EventFilters>(
    () => ({ q: values.q, category: values.category || ALL, location: values.location || ALL }),
    [values.q, values.category, values.location],
  )
  const setCategory = useCallback((category: string) => update({ category }), [update])
  const setLocation = useCallback((location: string) => update({ location }), [update])
  return { filters, active, setQuery: setSearch, setCategory, setLocation, reset: clear }
}
