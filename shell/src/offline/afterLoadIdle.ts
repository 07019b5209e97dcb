/** Runs `task` once the page has loaded and the browser is idle: never in the start-up critical path. */
export function afterLoadIdle(task: () => void): void {
  const start = () => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1))
    idle(task)
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
