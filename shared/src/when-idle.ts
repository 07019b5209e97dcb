/**
 * Runs `work` once the page is idle (at most 2 s later; 200 ms later where the browser has no idle
 * callbacks): work a visitor's input or the first screen should not wait for.
 */
export const whenIdle = (work: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 })
  else setTimeout(work, 200)
}
