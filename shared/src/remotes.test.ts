import { describe, expect, it, vi } from 'vitest'
import { sectionScreen, warmSectionScreen } from './remotes'

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

describe('warmSectionScreen', () => {
  const screens = () => ({ list: vi.fn(() => Promise.resolve()), detail: vi.fn(() => Promise.resolve()) })

  it('starts the screen the page opens, and only that one', () => {
    const onDetail = screens()
    warmSectionScreen('events', onDetail, '/events/hack-night')
    expect(onDetail.detail).toHaveBeenCalledOnce()
    expect(onDetail.list).not.toHaveBeenCalled()

    const onList = screens()
    warmSectionScreen('projects', onList, '/projects')
    expect(onList.list).toHaveBeenCalledOnce()
    expect(onList.detail).not.toHaveBeenCalled()
  })

  it('starts only the teaser on Home, and nothing for a section without one', () => {
    const withTeaser = { ...screens(), home: vi.fn(() => Promise.resolve()) }
    warmSectionScreen('blog', withTeaser, '/home')
    expect(withTeaser.home).toHaveBeenCalledOnce()
    expect(withTeaser.list).not.toHaveBeenCalled()
    expect(withTeaser.detail).not.toHaveBeenCalled()
    expect(() => warmSectionScreen('projects', screens(), '/home')).not.toThrow()
  })

  it("starts nothing on another section's page", () => {
    const elsewhere = screens()
    warmSectionScreen('events', elsewhere, '/projects/boda-safety-app')
    expect(elsewhere.list).not.toHaveBeenCalled()
    expect(elsewhere.detail).not.toHaveBeenCalled()
  })

  it('reads the current location by default and leaves a failed download to the screen', async () => {
    window.history.pushState({}, '', '/blog/some-post')
    const failing = { list: vi.fn(), detail: vi.fn(() => Promise.reject(new Error('offline'))) }
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    warmSectionScreen('blog', failing)
    await new Promise((resolve) => setTimeout(resolve, 10))
    process.off('unhandledRejection', unhandled)
    expect(failing.detail).toHaveBeenCalledOnce()
    expect(unhandled).not.toHaveBeenCalled()
    window.history.pushState({}, '', '/')
  })
})
