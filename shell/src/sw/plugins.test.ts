import { describe, expect, it, vi } from 'vitest'
import { shellPageFallback, staleNotice } from './plugins'

const request = new Request('https://blog.osck.example/remoteEntry.js')

async function served(plugin: ReturnType<typeof staleNotice>, cached: string | null, network: string) {
  const state: Record<string, unknown> = {}
  await plugin.cachedResponseWillBeUsed?.({
    cacheName: 'osck-remotes',
    request,
    cachedResponse: cached === null ? undefined : new Response(cached),
    state,
  } as never)
  await plugin.cacheDidUpdate?.({
    cacheName: 'osck-remotes',
    request,
    oldResponse: cached === null ? undefined : new Response(cached),
    newResponse: new Response(network),
    event: { clientId: 'page-1' } as never,
    state,
  } as never)
}

describe('staleNotice', () => {
  it('tells pages when the cached copy it served differs from what the network then brought', async () => {
    const notify = vi.fn(async () => {})
    await served(staleNotice(notify), 'release 1', 'release 2')
    expect(notify).toHaveBeenCalledWith(request.url, 'page-1')
  })

  it('says nothing when the served copy was already current', async () => {
    const notify = vi.fn(async () => {})
    await served(staleNotice(notify), 'release 1', 'release 1')
    expect(notify).not.toHaveBeenCalled()
  })

  it('says nothing when the network answered first (no cached copy was served)', async () => {
    const notify = vi.fn(async () => {})
    const plugin = staleNotice(notify)
    await plugin.cacheDidUpdate?.({
      cacheName: 'osck-remotes',
      request,
      oldResponse: new Response('release 1'),
      newResponse: new Response('release 2'),
      event: {} as never,
      state: {},
    } as never)
    expect(notify).not.toHaveBeenCalled()
  })
})

describe('shellPageFallback', () => {
  it('never stores a page and reads the precached shell page instead', async () => {
    const plugin = shellPageFallback(() => '/index.html?__WB_REVISION__=abc')
    const page = new Request('https://osck.example/blog/post')
    expect(await plugin.cacheWillUpdate?.({ request: page, response: new Response('x') } as never)).toBeNull()
    expect(await plugin.cacheKeyWillBeUsed?.({ request: page, mode: 'read' } as never)).toBe(
      '/index.html?__WB_REVISION__=abc',
    )
    expect(await plugin.cacheKeyWillBeUsed?.({ request: page, mode: 'write' } as never)).toBe(page)
  })
})
