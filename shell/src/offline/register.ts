import { Workbox } from 'workbox-window'
import { UPDATE_MESSAGE } from '../sw/messages'
import { announceUpdate, reloadPage } from './updateStore'

/** Only http(s) resources can be cached by the worker. */
const cacheable = (urls: string[]) => urls.filter((url) => url.startsWith('http'))

/**
 * On the first visit the page loaded before the worker existed: hand it what the page fetched so far
 * and fetches from now on (Workbox's CACHE_URLS message, answered with the worker's own routes), so
 * that what this visit opened also works offline.
 */
function warmUp(wb: Workbox): void {
  if (navigator.serviceWorker.controller) return
  const send = (urls: string[]) => {
    if (urls.length)
      void wb.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urls } }).catch(() => undefined)
  }
  send(cacheable(performance.getEntriesByType('resource').map((entry) => entry.name)))
  new PerformanceObserver((list) => send(cacheable(list.getEntries().map((entry) => entry.name)))).observe({
    type: 'resource',
  })
}

export function registerServiceWorker(): void {
  const wb = new Workbox('/sw.js')
  // A new shell (or worker) is installed and waiting: activate it on Reload, then reload into it.
  wb.addEventListener('waiting', () =>
    announceUpdate(
      () => {
        wb.addEventListener('controlling', reloadPage)
        wb.messageSkipWaiting()
      },
      { worker: true },
    ),
  )
  // The worker served this page a cached remote entry (slow network) and the network had a newer one.
  wb.addEventListener('message', (event) => {
    const data = event.data as { type?: string; url?: string } | undefined
    if (data?.type !== UPDATE_MESSAGE || !data.url) return
    if (performance.getEntriesByName(data.url).length > 0) announceUpdate(reloadPage)
  })
  void wb.register().then(
    () => warmUp(wb),
    () => undefined,
  )
}
