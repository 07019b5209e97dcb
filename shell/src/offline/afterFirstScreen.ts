/**
 * The first screen has settled once nothing on the page is still loading: the start-up loader and
 * the skeletons carry `aria-busy="true"` until their content shows.
 */
export function firstScreenSettled(doc: Document = document): boolean {
  return doc.querySelector('[aria-busy="true"]') === null
}

interface Options {
  /** How often to look again while the screen is still loading. */
  checkEveryMs?: number
  /** A screen that never settles (a section loading on a dead network) gets the task after this. */
  capMs?: number
}

/**
 * Runs `task` once the page has loaded, its first screen has settled and the browser is idle: work
 * off the critical path (the service worker's install and its first-visit caching) then never
 * competes with start-up for a budget phone's CPU or its network.
 */
export function afterFirstScreen(
  task: () => void,
  { checkEveryMs = 250, capMs = 10_000 }: Options = {},
): void {
  const idle = (run: () => void) =>
    window.requestIdleCallback
      ? window.requestIdleCallback(run, { timeout: 2000 })
      : window.setTimeout(run, 1)
  const startedAt = performance.now()
  const check = () => {
    if (firstScreenSettled() || performance.now() - startedAt >= capMs) idle(task)
    else window.setTimeout(check, checkEveryMs)
  }
  if (document.readyState === 'complete') check()
  else window.addEventListener('load', check, { once: true })
}
