import { describe, expect, it } from 'vitest'
import { detailSlug, isDetailPath, isHomePath, sectionsForPath } from './preload'

describe('sectionsForPath', () => {
  it.each([
    ['/', []],
    ['/home', []],
    ['/blog', ['blog']],
    ['/blog/some-post', ['blog']],
    ['/events/', ['events']],
    ['/projects/boda', ['projects']],
    ['/about', []],
    ['/blogger', []],
  ])('%s → %j', (path, sections) => {
    expect(sectionsForPath(path)).toEqual(sections)
  })
})

describe('isHomePath / isDetailPath', () => {
  it.each([
    ['/', true, false],
    ['/home', true, false],
    ['/blog', false, false],
    ['/blog/', false, false],
    ['/blog/some-post', false, true],
    ['/events/meetup', false, true],
    ['/projects/1', false, true],
    ['/blogger/x', false, false],
    ['/about', false, false],
  ])('%s → home %s, detail %s', (path, home, detail) => {
    expect(isHomePath(path)).toBe(home)
    expect(isDetailPath(path)).toBe(detail)
  })
})

describe('detailSlug', () => {
  it.each([
    ['blog', '/blog/some-post', 'some-post'],
    ['blog', '/blog/some-post/', 'some-post'],
    ['events', '/events/caf%C3%A9-night', 'café-night'],
    ['projects', '/projects/1', '1'],
    ['blog', '/blog', undefined],
    ['blog', '/blog/', undefined],
    ['blog', '/blog/a/b', undefined],
    ['blog', '/blog/%E0%A4%A', undefined],
    ['events', '/blog/some-post', undefined],
  ] as const)('%s %s → %s', (section, path, slug) => {
    expect(detailSlug(section, path)).toBe(slug)
  })
})
