import { useListFilters } from '@osck/shared/sections/list-filters'
import { FILTER_KEYS, type ProjectChoice, type ProjectFilters } from './project-logic'

/** Search, category and tag live in the URL (`?q=&category=&tag=`), so reload and Back keep them. */
export const useProjectFilters = () =>
  useListFilters<ProjectChoice, ProjectFilters>(FILTER_KEYS, ({ q, category, tag }) => ({ q, category, tag }))
