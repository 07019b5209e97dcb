import { act, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom'
import { TIMINGS } from '../constants'
import { ROUTER_FUTURE } from './router'
import { ScrollRestoration } from './scroll-restoration'

let navigate: NavigateFunction
function Probe() {
  navigate = useNavigate()
  return null
}

let resized: () => void = () => {}
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback
  }
  observe() {}
  disconnect() {
    resized = () => {}
  }
}

/** The visitor scrolls to `y` (the scroll event the component tracks). */
function scrollBy(y: number) {
  window.scrollY = y
  window.dispatchEvent(new Event('scroll'))
}

const go = (to: string | number) => act(() => (typeof to === 'number' ? navigate(to) : navigate(to)))

describe('ScrollRestoration', () => {
  let scrollTo: ReturnType<typeof vi.fn>
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    scrollTo = vi.fn(({ top }: { top: number }) => scrollBy(top))
    window.scrollTo = scrollTo as never
    scrollBy(0)
    sessionStorage.clear()
    render(
      <MemoryRouter initialEntries={['/blog']} future={ROUTER_FUTURE}>
        <ScrollRestoration />
        <Probe />
      </MemoryRouter>,
    )
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('opens a new page at the top and keeps the position when only the query changes', async () => {
    scrollBy(900)
    await go('/blog?q=kampala')
    expect(scrollTo).not.toHaveBeenCalled()
    await go('/blog/a-post')
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' })
    expect(window.scrollY).toBe(0)
  })

  it('Back returns to the position the page was left at, once the page is tall enough', async () => {
    scrollBy(1200)
    await go('/blog/a-post')
    scrollBy(300)
    // The list is still loading: the browser can only scroll as far as the page reaches.
    scrollTo.mockImplementation(({ top }: { top: number }) => scrollBy(Math.min(top, 500)))
    await go(-1)
    expect(window.scrollY).toBe(500)
    scrollTo.mockImplementation(({ top }: { top: number }) => scrollBy(top))
    act(() => resized())
    expect(window.scrollY).toBe(1200)
    await go(1)
    expect(window.scrollY).toBe(300)
  })

  it('gives way to the visitor and stops after TIMINGS.scrollRestoreMaxMs', async () => {
    scrollBy(1200)
    await go('/events')
    await go(-1)
    window.dispatchEvent(new Event('wheel'))
    scrollBy(40)
    act(() => resized())
    expect(window.scrollY).toBe(40)

    await go('/projects')
    await go(-1)
    act(() => vi.advanceTimersByTime(TIMINGS.scrollRestoreMaxMs))
    scrollBy(10)
    act(() => resized())
    expect(window.scrollY).toBe(10)
  })
})

describe('ScrollRestoration, a document’s first page', () => {
  const show = () =>
    render(
      <MemoryRouter initialEntries={['/blog']} future={ROUTER_FUTURE}>
        <ScrollRestoration />
      </MemoryRouter>,
    )
  let scrollTo: ReturnType<typeof vi.fn>
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    scrollTo = vi.fn(({ top }: { top: number }) => scrollBy(top))
    window.scrollTo = scrollTo as never
    scrollBy(0)
    // Another document of the tab left its first page (the router's key `default` too) at 700.
    sessionStorage.setItem('osck-scroll', JSON.stringify([['default /blog', 700]]))
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('a fresh load opens at the top', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'navigate' } as never])
    show()
    expect(scrollTo).not.toHaveBeenCalled()
    expect(window.scrollY).toBe(0)
  })

  it('a reload returns to where the page was left', () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type: 'reload' } as never])
    show()
    expect(window.scrollY).toBe(700)
  })
})
