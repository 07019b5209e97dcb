import { beforeEach, describe, expect, it, vi } from 'vitest'
import { warmSection } from './warmSection'

const imported = vi.hoisted(() => new Set<string>())
vi.mock('@osck/shared/dialog', () => (imported.add('dialog'), {}))
vi.mock('@osck/shared/tabs', () => (imported.add('tabs'), {}))
vi.mock('@osck/shared/forms', () => (imported.add('forms'), {}))

const screens = () => ({
  home: vi.fn(() => Promise.resolve()),
  list: vi.fn(() => Promise.resolve()),
  detail: vi.fn(() => Promise.resolve()),
})
const events = { gatewayParts: { list: ['tabs', 'forms'], detail: [] } }

describe('warmSection: the screen', () => {
  it('starts the screen the page opens, and only that one', async () => {
    const module = { screens: screens() }
    warmSection('events', module, '/events/hack-night')
    await vi.waitFor(() => expect(module.screens.detail).toHaveBeenCalledOnce())
    expect(module.screens.list).not.toHaveBeenCalled()
    expect(module.screens.home).not.toHaveBeenCalled()
  })

  it("starts the teaser on Home, and nothing on another section's page", async () => {
    const module = { screens: screens() }
    warmSection('blog', module, '/home')
    await vi.waitFor(() => expect(module.screens.home).toHaveBeenCalledOnce())
    warmSection('blog', module, '/projects/boda-safety-app')
    expect(module.screens.list).not.toHaveBeenCalled()
    expect(module.screens.detail).not.toHaveBeenCalled()
  })

  it('leaves a failed or throwing loader, or one that is not a function, to the screen', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    const failing = vi.fn(() => Promise.reject(new Error('offline')))
    const throwing = vi.fn(() => {
      throw new Error('broken remote')
    })
    expect(() => warmSection('blog', { screens: { detail: failing } }, '/blog/a-post')).not.toThrow()
    expect(() => warmSection('blog', { screens: { list: throwing } }, '/blog')).not.toThrow()
    expect(() => warmSection('blog', { screens: { list: 'list' } }, '/blog')).not.toThrow()
    await vi.waitFor(() => expect(throwing).toHaveBeenCalledOnce())
    expect(failing).toHaveBeenCalledOnce()
    await Promise.resolve()
    process.off('unhandledRejection', unhandled)
    expect(unhandled).not.toHaveBeenCalled()
  })
})

describe('warmSection: the gateway parts', () => {
  beforeEach(() => {
    imported.clear()
    vi.resetModules()
  })

  it("starts the parts the remote declares for the page's screen", async () => {
    expect(warmSection('events', events, '/events')).toEqual(['tabs', 'forms'])
    await vi.waitFor(() => expect([...imported].sort()).toEqual(['forms', 'tabs']))
  })

  it('starts nothing for a screen without parts, another section or a remote that declares none', () => {
    expect(warmSection('events', events, '/events/hack-night')).toEqual([])
    expect(warmSection('events', events, '/blog')).toEqual([])
    expect(warmSection('blog', {}, '/blog')).toEqual([])
    expect(warmSection('blog', null, '/blog')).toEqual([])
  })

  it('ignores names the shell does not know', async () => {
    const odd = { gatewayParts: { list: ['__proto__', 'markdown', 42, 'dialog', 'toString'] } }
    expect(warmSection('projects', odd, '/projects')).toEqual(['dialog'])
    await vi.waitFor(() => expect([...imported]).toEqual(['dialog']))
  })
})
