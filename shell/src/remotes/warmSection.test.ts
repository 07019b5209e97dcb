import { defineSection } from '@osck/shared/sections/section-module'
import { definePages } from '@osck/shared/sections/section-pages'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { warmSection } from './warmSection'

const imported = vi.hoisted(() => new Set<string>())
vi.mock('@osck/shared/dialog', () => (imported.add('dialog'), {}))
vi.mock('@osck/shared/tabs', () => (imported.add('tabs'), {}))
vi.mock('@osck/shared/forms', () => (imported.add('forms'), {}))

const Screen = () => null
/** A remote as `defineSection` makes it, with a page no shell was told about. */
function remote() {
  const pages = definePages('events', {
    list: { path: '/events' },
    zzArchive: { path: '/events/zz-fixture-archive' },
    detail: { path: '/events/:slug' },
  })
  const load = () => vi.fn(() => Promise.resolve(Screen))
  const screens = {
    list: { load: load(), gatewayParts: ['tabs', 'forms'] as const },
    zzArchive: { load: load() },
    detail: { load: load() },
  }
  const routes = vi.fn(() => Promise.resolve(Screen))
  const teaser = vi.fn(() => Promise.resolve(Screen))
  return {
    module: defineSection({ pages, screens, loadRoutes: routes, loadTeaser: teaser }),
    screens,
    routes,
    teaser,
  }
}

describe('warmSection: the page', () => {
  it('starts the page the remote says the path is, with its routes, and only that one', async () => {
    const { module, screens, routes } = remote()
    warmSection(module, '/events/hack-night')
    await vi.waitFor(() => expect(screens.detail.load).toHaveBeenCalledOnce())
    expect(routes).toHaveBeenCalledOnce()
    expect(screens.list.load).not.toHaveBeenCalled()
    expect(screens.zzArchive.load).not.toHaveBeenCalled()
  })

  it('starts a page the shell has never heard of, fixed paths before the :slug pattern', async () => {
    const { module, screens } = remote()
    warmSection(module, '/events/zz-fixture-archive')
    await vi.waitFor(() => expect(screens.zzArchive.load).toHaveBeenCalledOnce())
    expect(screens.detail.load).not.toHaveBeenCalled()
  })

  it("starts the teaser on Home, and nothing on another section's page", async () => {
    const { module, screens, teaser } = remote()
    warmSection(module, '/home')
    await vi.waitFor(() => expect(teaser).toHaveBeenCalledOnce())
    expect(warmSection(module, '/projects/boda-safety-app')).toEqual([])
    expect(screens.list.load).not.toHaveBeenCalled()
    expect(screens.detail.load).not.toHaveBeenCalled()
  })

  it('leaves a failed or throwing answer, or one that is not a function, to the screen', async () => {
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    const failing = vi.fn(() => Promise.reject(new Error('offline')))
    const throwing = vi.fn(() => {
      throw new Error('broken remote')
    })
    expect(() => warmSection({ preload: () => ({ load: failing }) }, '/blog/a-post')).not.toThrow()
    expect(() => warmSection({ preload: () => ({ load: throwing }) }, '/blog')).not.toThrow()
    expect(() => warmSection({ preload: throwing }, '/blog')).not.toThrow()
    expect(() => warmSection({ preload: () => ({ load: 'list' }) }, '/blog')).not.toThrow()
    expect(() => warmSection({ preload: 'list' }, '/blog')).not.toThrow()
    await vi.waitFor(() => expect(throwing).toHaveBeenCalledTimes(2))
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

  it('starts the parts the remote names for the page', async () => {
    expect(warmSection(remote().module, '/events')).toEqual(['tabs', 'forms'])
    await vi.waitFor(() => expect([...imported].sort()).toEqual(['forms', 'tabs']))
  })

  it('starts nothing for a page without parts, another section or a remote that answers nothing', () => {
    expect(warmSection(remote().module, '/events/hack-night')).toEqual([])
    expect(warmSection(remote().module, '/blog')).toEqual([])
    expect(warmSection({}, '/blog')).toEqual([])
    expect(warmSection(null, '/blog')).toEqual([])
  })

  it('ignores names the shell does not know', async () => {
    const odd = { preload: () => ({ gatewayParts: ['__proto__', 'markdown', 42, 'dialog', 'toString'] }) }
    expect(warmSection(odd, '/projects')).toEqual(['dialog'])
    await vi.waitFor(() => expect([...imported]).toEqual(['dialog']))
  })

  it('starts nothing offline for a page this browser never opened (its Retry must find the chunk unfetched)', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    try {
      const { module, screens, routes } = remote()
      expect(warmSection(module, '/events')).toEqual([])
      await Promise.resolve()
      expect(screens.list.load).not.toHaveBeenCalled()
      expect(routes).not.toHaveBeenCalled()
    } finally {
      online.mockRestore()
    }
  })
})
