import { TIMINGS } from '@osck/shared'
import { useEffect } from 'react'

export const APP_LOADER_ID = 'app-loader'

/**
 * The full-page loader is plain HTML/CSS in index.html, painted before any JS.
 * It stays until 800 ms after app start (never less than 400 ms in all),
 * then fades out and is removed.
 */
export function useAppLoader(): void {
  useEffect(() => {
    const loader = document.getElementById(APP_LOADER_ID)
    if (!loader) return
    // Painted since the first frame, so it has always been up for performance.now() ms.
    const shownFor = performance.now()
    const wait = Math.max(TIMINGS.appStartLoaderMs - shownFor, TIMINGS.loaderMinimumMs - shownFor, 0)
    const hide = window.setTimeout(() => {
      loader.setAttribute('data-state', 'hidden')
      loader.setAttribute('aria-busy', 'false')
      window.setTimeout(() => loader.remove(), 300)
    }, wait)
    return () => window.clearTimeout(hide)
  }, [])
}
