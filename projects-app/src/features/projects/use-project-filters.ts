import { useUrlFilters } from '@osck/shared/forms'
import { useCallback, useMemo } from 'react'
import { FILTER_KEYS, type ProjectFilters } from './project-logic'

/** Search, category and tag live in the URL (`?q=&category=&tag=`), so reload and Back keep them. */
export function useProjectFilters() {
  const { values, update, setSearch, clear, active } = useUrlFilters(FILTER_KEYS)
  const { q, category, tag } = values
  const filters = useMemo<ProjectFilters>(() => ({ q, category, tag }), [q, category, tag])
  const setCategory = useCallback((value: string) => update({ category: value }), [update])
  const setTag = useCallback((value: string) => update({ tag: value }), [update])
  return { filters, active, setQuery: setSearch, setCategory, setTag, reset: clear }
}
