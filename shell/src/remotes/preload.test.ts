import { describe, expect, it } from 'vitest'
import { isHomePath, sectionsForPath, startHint } from './preload'

describe('sectionsForPath', () => {
  it.each([
    ['/', []],
    ['/home', []],
    ['/blog', ['blog']],
    ['/blog/some-post', ['blog']],
    ['/events/', ['events']],
    ['/events/zz-fixture-archive', ['events']],
    ['/projects/boda', ['projects']],
    ['/about', []],
    ['/blogger', []],
  ])('%s → %j', (path, sections) => {
    expect(sectionsForPath(path)).toEqual(sections)
  })
})

describe('isHomePath', () => {
  it.each([
    ['/', true],
    ['/home', true],
    ['/blog', false],
    ['/homes', false],
  ])('%s → %s', (path, home) => {
    expect(isHomePath(path)).toBe(home)
  })
})

describe('startHint: what the generated page says it shows first', () => {
  const root = (attributes: Record<string, string>) => {
    const element = document.createElement('div')
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value)
    return element
  }

  it("reads a section's list and an item, slug as written", () => {
    expect(startHint(root({ 'data-start-section': 'blog' }))).toEqual({ section: 'blog', slug: undefined })
    expect(startHint(root({ 'data-start-section': 'events', 'data-start-slug': 'café night' }))).toEqual({
      section: 'events',
      slug: 'café night',
    })
  })

  it('is nothing on the app page, or for a name that is not a section', () => {
    expect(startHint(root({}))).toBeUndefined()
    expect(startHint(null)).toBeUndefined()
    expect(startHint(root({ 'data-start-section': 'home' }))).toBeUndefined()
    expect(startHint(root({ 'data-start-section': '../admin' }))).toBeUndefined()
  })
})
