import { describe, expect, it } from 'vitest'
import { isHomePath, sectionOfPath } from './remotes'

describe('which part of the site a path is', () => {
  it.each([
    ['/events', 'events'],
    ['/events/', 'events'],
    ['/events/hack-night', 'events'],
    ['/events/a/page/no/team/declared', 'events'],
    ['/projects/boda-safety-app', 'projects'],
    ['/blog', 'blog'],
    ['/home', undefined],
    ['/blogroll', undefined],
    ['/remotes/blog/remoteEntry.js', undefined],
  ] as const)('%s → %s', (path, section) => {
    expect(sectionOfPath(path)).toBe(section)
  })

  it('knows Home at /home and at the bare root', () => {
    expect(isHomePath('/home')).toBe(true)
    expect(isHomePath('/')).toBe(true)
    expect(isHomePath('/homepage')).toBe(false)
  })
})
