import { siteBase, sitePath } from '@osck/shared/site-base'
/** Only http(s) resources can be cached by the worker. */
const cacheable = (urls: string[]) => urls.filter((url) => url.startsWith('http'))

/**
 * On the first visit the page loaded before the worker existed: hand it what the page fetched so far
 * and fetches from now on (Workbox's CACHE_URLS message, answered with the worker's own routes), so
 * that what this visit opened also works offline.
 */
function warmUp(worker: ServiceWorker): void {
  const send = (urls: string[]) => {
    if (urls.length) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: urls } })
  }
  send(cacheable(performance.getEntriesByType('resource').map((entry) => entry.name)))
  new PerformanceObserver((list) => send(cacheable(list.getEntries().map((entry) => entry.name)))).observe({
    type: 'resource',
  })
}

/**
 * A first visit (no worker controls the page) only registers the worker and warms it up: a new
 * version cannot be waiting for a page no worker serves, so the update flow and workbox-window
 * are not downloaded. A returning visitor's page is served by the worker, which
 * answers workbox-window from its cache: that page watches for updates (watchUpdates.ts).
 */
export function registerServiceWorker(): void {
  if (navigator.serviceWorker.controller) {
    void import('./watchUpdates').then((m) => m.watchUpdates())
    return
  }
  navigator.serviceWorker.register(sitePath('/sw.js'), { scope: siteBase() }).then(
    () =>
      navigator.serviceWorker.ready.then((registration) => {
        if (registration.active) warmUp(registration.active)
      }),
    () => undefined,
  )
}
