import { describe, expect, it } from 'vitest'
import { sectionScreen } from './remotes'

describe('sectionScreen', () => {
  it.each([
    ['events', '/events', 'list'],
    ['events', '/events/', 'list'],
    ['events', '/events/hack-night', 'detail'],
    ['projects', '/projects/boda-safety-app', 'detail'],
    ['blog', '/blog', 'list'],
    ['blog', '/home', 'home'],
    ['events', '/', 'home'],
    ['projects', '/events', undefined],
    ['blog', '/blogroll', undefined],
    ['events', '/blog/events', undefined],
  ] as const)('%s at %s → %s', (section, path, screen) => {
    expect(sectionScreen(section, path)).toBe(screen)
  })
})
