import { describe, expect, it } from 'vitest'
import { isCurrent, NAV_ITEMS } from './navLinks'

const byLabel = (label: string) => NAV_ITEMS.find((item) => item.label === label)!

describe('navbar items', () => {
  it('has the spec labels and targets in order', () => {
    expect(NAV_ITEMS.map((item) => [item.label, item.to])).toEqual([
      ['Home', '/'],
      ['Events & Activities', '/events'],
      ['Projects', '/projects'],
      ['Blog', '/blog'],
    ])
  })

  it('highlights the section of the current route, detail pages included', () => {
    expect(isCurrent(byLabel('Home'), '/home')).toBe(true)
    expect(isCurrent(byLabel('Blog'), '/blog/some-post')).toBe(true)
    expect(isCurrent(byLabel('Blog'), '/blogroll')).toBe(false)
    expect(isCurrent(byLabel('Events & Activities'), '/home')).toBe(false)
  })
})
