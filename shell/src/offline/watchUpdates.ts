import { siteBase, sitePath } from '@osck/shared/site-base'
import { Workbox } from 'workbox-window'
import { UPDATE_MESSAGE } from '../sw/messages'
import { announceUpdate, reloadPage } from './updateStore'

/** A page the worker serves: tell the visitor when a new version is ready (register.ts). */
export function watchUpdates(): void {
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
  // The worker served this page a cached remote entry (slow network) and the network had a newer one.
  wb.addEventListener('message', (event) => {
    const data = event.data as { type?: string; url?: string } | undefined
    if (data?.type !== UPDATE_MESSAGE || !data.url) return
    if (performance.getEntriesByName(data.url).length > 0) announceUpdate(reloadPage)
  })
  void wb.register().catch(() => undefined)
}
