import { describe, expect, it } from 'vitest'
import { sectionsForPath } from './preload'

describe('sectionsForPath', () => {
  it.each([
    ['/', ['blog', 'events']],
    ['/home', ['blog', 'events']],
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
