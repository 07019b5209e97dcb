import type { WorkboxPlugin } from 'workbox-core/types.js'

/**
 * For network-first routes: remembers a cached copy that answered (network too slow or down), and
 * when the network's answer then arrives and differs, calls `notify` with the URL and the page
 * that was served (`clientId`) so it can offer a reload. A page that got the network's answer is
 * not told anything: it already runs the new one.
 */
export function staleNotice(notify: (url: string, clientId: string) => Promise<void>): WorkboxPlugin {
  return {
    cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
      if (cachedResponse && state) state.servedText = await cachedResponse.clone().text()
      return cachedResponse
    },
    cacheDidUpdate: async ({ request, newResponse, state, event }) => {
      const served = state?.servedText
      if (typeof served !== 'string') return
      const clientId = (event as { clientId?: string } | undefined)?.clientId ?? ''
      if ((await newResponse.clone().text()) !== served) await notify(request.url, clientId)
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
