import { siteBase, sitePath } from '@osck/shared/site-base'
import { Workbox, messageSW } from 'workbox-window'
import { STALE_QUERY, UPDATE_MESSAGE } from '../sw/messages'
import { announceUpdate, reloadPage } from './updateStore'

/** Told to every open page: only one that loaded `url` runs the stale copy. */
function servedStale(url: unknown): void {
  if (typeof url === 'string' && performance.getEntriesByName(url).length > 0) announceUpdate(reloadPage)
}

/**
 * The worker tells open pages as soon as the network's newer copy arrives; a page that was not
 * listening yet (a slow phone still starting) asks which URLs it was served stale. The listener
 * comes first, so a copy arriving between the two is caught by one or the other.
 */
function watchStaleCopies(): void {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { type?: string; url?: unknown } | undefined
    if (data?.type === UPDATE_MESSAGE) servedStale(data.url)
  })
  const controller = navigator.serviceWorker.controller
  if (!controller) return
  void messageSW(controller, { type: STALE_QUERY }).then(
    (urls: unknown) => Array.isArray(urls) && urls.length > 0 && announceUpdate(reloadPage),
    () => undefined,
  )
}

/** A page the worker serves: tell the visitor when a new version is ready (register.ts). */
export function watchUpdates(): void {
  watchStaleCopies()
  const wb = new Workbox(sitePath('/sw.js'), { scope: siteBase() })
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
  void wb.register().catch(() => undefined)
}
