import { describe, expect, it } from 'vitest'
import { makeProject } from '../../test/fixtures'
import { categoryTiles } from './category-tiles'

const counts = (projects: Parameters<typeof categoryTiles>[0]) =>
  Object.fromEntries(categoryTiles(projects).map((tile) => [tile.name, tile.count]))

describe('categoryTiles', () => {
  it('shows the six tiles in order with the spec fallbacks 5, 4, 6, 3, 2, 7 when nothing matches', () => {
    expect(categoryTiles([]).map((tile) => tile.name)).toEqual([
      'Web Applications',
      'Mobile Apps',
      'Education',
      'Healthcare',
      'E-Commerce',
      'Open Source',
    ])
    expect(counts([])).toEqual({
      'Web Applications': 5,
      'Mobile Apps': 4,
      Education: 6,
      Healthcare: 3,
      'E-Commerce': 2,
      'Open Source': 7,
    })
  })

  it('counts the real projects of a category (case-insensitive) and falls back only at zero', () => {
    const projects = [
      makeProject('a', { category: 'Healthcare' }),
      makeProject('b', { category: 'healthcare' }),
      makeProject('c', { category: 'Education' }),
      makeProject('d', { category: 'Uncategorized' }),
    ]
    expect(counts(projects)).toEqual({
      'Web Applications': 5,
      'Mobile Apps': 4,
      Education: 1,
      Healthcare: 2,
      'E-Commerce': 2,
      'Open Source': 7,
    })
  })
})
