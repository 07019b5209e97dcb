import { LIMITS } from '@osck/shared'
import { describe, expect, it } from 'vitest'
import { makeProject, PROJECTS } from '../../test/fixtures'
import {
  categoryOptions,
  countLabel,
  filterProjects,
  listHeading,
  NO_FILTERS,
  overflow,
  tagOptions,
} from './project-logic'

const titles = (projects: { title: string }[]) => projects.map((p) => p.title)

describe('filterProjects', () => {
  it('keeps everything without filters', () => {
    expect(filterProjects(PROJECTS, NO_FILTERS)).toHaveLength(PROJECTS.length)
  })

  it('searches title, description, category and tags, case-insensitively', () => {
    expect(titles(filterProjects(PROJECTS, { ...NO_FILTERS, q: 'KEYBOARD' }))).toEqual(['Luganda Keyboard'])
    expect(titles(filterProjects(PROJECTS, { ...NO_FILTERS, q: 'health centres' }))).toEqual(['Clinic Queue'])
    expect(titles(filterProjects(PROJECTS, { ...NO_FILTERS, q: 'uncategor' }))).toEqual(['Open Maps'])
    expect(titles(filterProjects(PROJECTS, { ...NO_FILTERS, q: 'flutter' }))).toEqual(['Boda Safety'])
  })

  it('does not search status, collaborators or body', () => {
    expect(filterProjects(PROJECTS, { ...NO_FILTERS, q: 'research' })).toEqual([])
    expect(filterProjects(PROJECTS, { ...NO_FILTERS, q: 'Okello' })).toEqual([])
    expect(filterProjects(PROJECTS, { ...NO_FILTERS, q: 'Body of' })).toEqual([])
  })

  it('combines search, category and tag with AND', () => {
    expect(titles(filterProjects(PROJECTS, { ...NO_FILTERS, category: 'Mobile Apps' }))).toEqual([
      'Boda Safety',
      'Luganda Keyboard',
    ])
    expect(titles(filterProjects(PROJECTS, { ...NO_FILTERS, tag: 'sms' }))).toEqual([
      'Boda Safety',
      'Clinic Queue',
    ])
    expect(titles(filterProjects(PROJECTS, { q: '', category: 'Mobile Apps', tag: 'sms' }))).toEqual([
      'Boda Safety',
    ])
    expect(
      titles(filterProjects(PROJECTS, { q: 'keyboard', category: 'Mobile Apps', tag: 'mobile' })),
    ).toEqual(['Luganda Keyboard'])
    expect(filterProjects(PROJECTS, { q: 'keyboard', category: 'Mobile Apps', tag: 'sms' })).toEqual([])
    expect(filterProjects(PROJECTS, { q: 'queue', category: 'Mobile Apps', tag: '' })).toEqual([])
  })
})

describe('listHeading', () => {
  it('names each single filter', () => {
    expect(listHeading(NO_FILTERS)).toBe('Featured Projects')
    expect(listHeading({ ...NO_FILTERS, q: 'maps' })).toBe('Search Results for "maps"')
    expect(listHeading({ ...NO_FILTERS, category: 'Healthcare' })).toBe('Healthcare Projects')
    expect(listHeading({ ...NO_FILTERS, tag: 'sms' })).toBe('Projects tagged with "sms"')
  })

  it('precedence: search, then category, then tag', () => {
    expect(listHeading({ q: 'maps', category: 'Healthcare', tag: 'sms' })).toBe('Search Results for "maps"')
    expect(listHeading({ q: '', category: 'Healthcare', tag: 'sms' })).toBe('Healthcare Projects')
    expect(listHeading({ q: '   ', category: '', tag: 'sms' })).toBe('Projects tagged with "sms"')
  })
})

describe('countLabel', () => {
  it('is singular for one and plural otherwise', () => {
    expect(countLabel(0)).toBe('0 projects found')
    expect(countLabel(1)).toBe('1 project found')
    expect(countLabel(3)).toBe('3 projects found')
  })
})

describe('category and tag options', () => {
  it("categories start with 'All'; a missing category is 'Uncategorized'", () => {
    expect(categoryOptions(PROJECTS)).toEqual(['All', 'Mobile Apps', 'Healthcare', 'Uncategorized'])
  })

  it(`tags are the first ${LIMITS.projectTagBadges} distinct tags`, () => {
    const many = [
      makeProject('x', { tags: Array.from({ length: 14 }, (_, i) => `t${i}`) }),
      makeProject('y', { tags: ['t1', 'z'] }),
    ]
    expect(tagOptions(many)).toEqual(Array.from({ length: LIMITS.projectTagBadges }, (_, i) => `t${i}`))
    expect(tagOptions(PROJECTS)).toEqual([
      'mobile',
      'flutter',
      'maps',
      'safety',
      'sms',
      'healthcare',
      'language',
    ])
  })

  it('overflow splits shown items from the rest', () => {
    expect(overflow(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 2 })
    expect(overflow(['a'], 3)).toEqual({ shown: ['a'], more: 0 })
  })
})
