import { ALL, LIMITS, PROJECT_SEARCH_FIELDS, searchItems, type Project } from '@osck/shared'

export interface ProjectFilters {
  q: string
  category: string
  tag: string
}

const isSet = (value: string) => value !== '' && value !== ALL

/** Search, category and tag combine with AND. */
export function filterProjects(projects: readonly Project[], { q, category, tag }: ProjectFilters): Project[] {
  return searchItems(projects, q, PROJECT_SEARCH_FIELDS).filter(
    (project) => (!isSet(category) || project.category === category) && (!isSet(tag) || project.tags.includes(tag)),
  )
}

/** Search wins over category, category over tag. */
export function projectsHeading({ q, category, tag }: ProjectFilters): string {
  if (q.trim()) return `Search Results for "${q.trim()}"`
  if (isSet(category)) return `${category} Projects`
  if (isSet(tag)) return `Projects tagged with "${tag}"`
  return 'Featured Projects'
}

export const countLine = (count: number) => `${count} project${count === 1 ? '' : 's'} found`

/** What a card shows of a list, and how many it leaves out. */
export function overflow<T>(items: readonly T[], limit: number): { shown: T[]; hidden: number } {
  return { shown: items.slice(0, limit), hidden: Math.max(0, items.length - limit) }
}

export const CATEGORY_TILES = [
  { name: 'Web Applications', fallback: 5 },
  { name: 'Mobile Apps', fallback: 4 },
  { name: 'Education', fallback: 6 },
  { name: 'Healthcare', fallback: 3 },
  { name: 'E-Commerce', fallback: 2 },
  { name: 'Open Source', fallback: 7 },
] as const

/** The real count per tile, or the spec's fallback when it is zero. */
export function categoryTileCounts(projects: readonly Project[]) {
  return CATEGORY_TILES.map(({ name, fallback }) => {
    const count = projects.filter((project) => project.category === name).length
    return { name, count: count === 0 ? fallback : count }
  })
}

export const cardDelayMs = (index: number, base: number, step: number) => base + step * index

export const topTags = (tags: readonly string[]) => tags.slice(0, LIMITS.projectTagBadges + 1)
