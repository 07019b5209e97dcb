/// <reference lib="webworker" />
import { cacheNames } from 'workbox-core'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, getCacheKeyForURL, precacheAndRoute } from 'workbox-precaching'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies'
import type { WorkboxPlugin } from 'workbox-core/types.js'
import { shellPageFallback, staleNotice } from './plugins'
import { RUNTIME_ROUTES, SHELL_PAGE, withinScope, type RuntimeRoute } from './routing'
import { STALE_QUERY, UPDATE_MESSAGE } from './messages'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>
}

/** The site's base path: the worker is registered with it as its scope. */
const scopePath = new URL(self.registration.scope).pathname

/** Per open page (client id): the URLs it was served stale, for a page that starts listening late. */
const staleByPage = new Map<string, Set<string>>()

async function tellPages(url: string, clientId: string): Promise<void> {
  const pages = await self.clients.matchAll({ type: 'window' })
  const open = new Set(pages.map((page) => page.id))
  for (const id of staleByPage.keys()) if (!open.has(id)) staleByPage.delete(id)
  if (open.has(clientId)) staleByPage.set(clientId, (staleByPage.get(clientId) ?? new Set()).add(url))
  for (const page of pages) page.postMessage({ type: UPDATE_MESSAGE, url })
}

function strategyFor(route: RuntimeRoute): Strategy {
  if (route.name === 'pages') {
    return new NetworkFirst({
      cacheName: cacheNames.precache,
      networkTimeoutSeconds: route.networkTimeoutSeconds,
      plugins: [shellPageFallback(() => getCacheKeyForURL(SHELL_PAGE))],
    })
  }
  const plugins: WorkboxPlugin[] = [new CacheableResponsePlugin({ statuses: [200] })]
  if (route.maxEntries || route.maxAgeSeconds) {
    plugins.push(
      new ExpirationPlugin({
        maxEntries: route.maxEntries,
        maxAgeSeconds: route.maxAgeSeconds,
        purgeOnQuotaError: true,
      }),
    )
  }
  if (route.notifyWhenStale) plugins.push(staleNotice(tellPages))
  // Remote origins answer `Vary: Origin` (CORS for the shell only), and the first visit's warm-up
  // stores requests without the Origin the page's own requests carry: only CORS-approved answers
  // (status 200, never opaque) are stored, so Vary can be ignored when reading.
  const options = { cacheName: route.cacheName, plugins, matchOptions: { ignoreVary: true } }
  if (route.strategy === 'cache-first') return new CacheFirst(options)
  if (route.strategy === 'stale-while-revalidate') return new StaleWhileRevalidate(options)
  return new NetworkFirst({ ...options, networkTimeoutSeconds: route.networkTimeoutSeconds })
}

// Navigations first, so even `/` is network-first rather than the precache's directory index.
for (const route of RUNTIME_ROUTES.filter((r) => r.name === 'pages')) {
  registerRoute(
    ({ url, request }) =>
      route.matches(withinScope(url, scopePath), { sameOrigin: true, navigate: request.mode === 'navigate' }),
    strategyFor(route),
  )
}
precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()
// The default router also answers workbox-window's CACHE_URLS message with these routes: the
// first visit's requests, made before this worker existed, are cached the same way.
for (const route of RUNTIME_ROUTES.filter((r) => r.name !== 'pages')) {
  registerRoute(
    ({ url, request }) =>
      route.matches(withinScope(url, scopePath), {
        sameOrigin: url.origin === self.location.origin,
        navigate: request.mode === 'navigate',
      }),
    strategyFor(route),
  )
}

// A new version waits until the visitor accepts the reload (the page's update prompt); a page that
// started listening late asks which URLs it was served stale.
self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type
  if (type === 'SKIP_WAITING') void self.skipWaiting()
  if (type === STALE_QUERY) {
    const page = event.source instanceof Client ? event.source.id : ''
    event.ports[0]?.postMessage([...(staleByPage.get(page) ?? [])])
  }
})
