import { ALL } from '@osck/shared'
import { useListFilters } from '@osck/shared/sections/list-filters'
import type { EventChoice, EventFilters } from './event-logic'

const FILTER_KEYS = ['q', 'category', 'location'] as const

/** Filters kept in the URL (`?q=&category=&location=`), so reload and Back keep them. */
export const useEventFilters = () =>
  useListFilters<EventChoice, EventFilters>(FILTER_KEYS, ({ q, category, location }) => ({
    q,
    category: category || ALL,
    location: location || ALL,
  }))
