import type { WorkboxPlugin } from 'workbox-core/types.js'

/**
 * For network-first routes: remembers a cached copy that answered (network too slow or down), and
 * when the network's answer then arrives and differs, calls `notify` so open pages can offer a
 * reload. A page that got the network's answer is not told anything: it already runs the new one.
 */
export function staleNotice(notify: (url: string) => Promise<void>): WorkboxPlugin {
  return {
    cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
      if (cachedResponse && state) state.servedText = await cachedResponse.clone().text()
      return cachedResponse
    },
    cacheDidUpdate: async ({ request, newResponse, state }) => {
      const served = state?.servedText
      if (typeof served !== 'string') return
      if ((await newResponse.clone().text()) !== served) await notify(request.url)
    },
  }
}

/**
 * For navigations: the network's page is never stored; when the network fails or is too slow,
 * the precached shell page answers (`cacheKey` is its key in the precache).
 */
export function shellPageFallback(cacheKey: () => string | undefined): WorkboxPlugin {
  return {
    cacheWillUpdate: async () => null,
    cacheKeyWillBeUsed: async ({ request, mode }) => (mode === 'read' ? (cacheKey() ?? request) : request),
  }
}
