import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { fakeMediaQueryList } from './media-query'

// findBy*/waitFor wait for state up to 5 s, not 1 s: on a busy machine (the property tests run
// beside the others) a lazy chunk such as the markdown renderer can take longer to arrive.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

// jsdom lacks these browser APIs that the UI kit and the site use. (Tests of build-time code run in
// the node environment, without a window.)
if (typeof window !== 'undefined') installBrowserStubs()

function installBrowserStubs() {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) => fakeMediaQueryList(query, false)
  }
  if (!('IntersectionObserver' in window)) {
    class NoopIntersectionObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return []
      }
    }
    Object.assign(window, { IntersectionObserver: NoopIntersectionObserver })
  }
  if (!('ResizeObserver' in window)) {
    class NoopResizeObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.assign(window, { ResizeObserver: NoopResizeObserver })
  }
  window.scrollTo = () => {}
  Element.prototype.scrollTo = () => {}
  Element.prototype.scrollIntoView = () => {}
}
