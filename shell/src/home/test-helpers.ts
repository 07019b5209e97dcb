import { fakeMediaQueryList } from '@osck/shared/testing'
import { vi } from 'vitest'

/** Makes `prefers-reduced-motion: reduce` match (restored by the global afterEach). */
export function emulateReducedMotion(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fakeMediaQueryList(query, query.includes('reduce')),
  )
}

/** Every observed element reports itself visible at once. Returns the restore function. */
export function emulateEverythingVisible(): () => void {
  const original = window.IntersectionObserver
  class VisibleObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as never)
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  Object.assign(window, { IntersectionObserver: VisibleObserver })
  return () => Object.assign(window, { IntersectionObserver: original })
}
