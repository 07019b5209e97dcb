import {
  getCategories,
  getTags,
  LIMITS,
  PROJECT_SEARCH_FIELDS,
  searchItems,
  type Project,
} from '@osck/shared'

/** The list filters as kept in the URL (`?q=&category=&tag=`); '' means none. */
export interface ProjectFilters {
  q: string
  category: string
  tag: string
}

export const FILTER_KEYS = ['q', 'category', 'tag'] as const
/** The filters chosen from a list of values, beside the search. */
export type ProjectChoice = 'category' | 'tag'
export const NO_FILTERS: ProjectFilters = { q: '', category: '', tag: '' }

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Search, category and tag combine with AND; an empty filter keeps everything. */
export function filterProjects(
  projects: readonly Project[],
  { q, category, tag }: ProjectFilters,
): Project[] {
  return searchItems(projects, q, PROJECT_SEARCH_FIELDS)
    .filter((project) => !category || same(project.category, category))
    .filter((project) => !tag || project.tags.some((t) => same(t, tag)))
}

/** Precedence: a search names the results, then a category, then a tag. */
export function listHeading({ q, category, tag }: ProjectFilters): string {
  if (q.trim()) return `Search Results for "${q.trim()}"`
  if (category) return `${category} Projects`
  if (tag) return `Projects tagged with "${tag}"`
  return 'Featured Projects'
}

export const countLabel = (count: number) => `${count} ${count === 1 ? 'project' : 'projects'} found`

/** 'All' plus every category; the first LIMITS.projectCategoryButtons are shown on desktop. */
export const categoryOptions = (projects: readonly Project[]) => getCategories(projects)
/** Index from which category buttons are hidden at md and up ('All' is index 0). */
export const DESKTOP_CATEGORY_BUTTONS = 1 + LIMITS.projectCategoryButtons

/** The first LIMITS.projectTagBadges distinct tags (without 'All'). */
export const tagOptions = (projects: readonly Project[]) =>
  getTags(projects).slice(1, 1 + LIMITS.projectTagBadges)

/** Up to `limit` items to show and how many more there are. */
export function overflow<T>(items: readonly T[], limit: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) }
}

export const projectPath = (slug: string) => `/projects/${encodeURIComponent(slug)}`
