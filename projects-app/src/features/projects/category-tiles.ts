import type { Project } from '@osck/shared'

/** The six static tiles of 'Project Categories' and the counts shown when none match. */
export const CATEGORY_TILES = [
  {
    name: 'Web Applications',
    fallback: 5,
    description: 'Websites and web platforms for communities and businesses.',
  },
  {
    name: 'Mobile Apps',
    fallback: 4,
    description: 'Android and iOS apps built for everyday life in Uganda.',
  },
  { name: 'Education', fallback: 6, description: 'Tools that help students and teachers learn and share.' },
  {
    name: 'Healthcare',
    fallback: 3,
    description: 'Software that supports clinics, patients and health workers.',
  },
  { name: 'E-Commerce', fallback: 2, description: 'Shops, markets and payments for local sellers.' },
  { name: 'Open Source', fallback: 7, description: 'Libraries and tools everyone can use and improve.' },
] as const

export type CategoryTileName = (typeof CATEGORY_TILES)[number]['name']

export interface CategoryTile {
  name: CategoryTileName
  description: string
  count: number
}

/** Each tile counts the projects in its category (case-insensitive); zero shows the fallback. */
export function categoryTiles(projects: readonly Project[]): CategoryTile[] {
  return CATEGORY_TILES.map(({ name, fallback, description }) => {
    const count = projects.filter(
      (project) => project.category.trim().toLowerCase() === name.toLowerCase(),
    ).length
    return { name, description, count: count || fallback }
  })
}
