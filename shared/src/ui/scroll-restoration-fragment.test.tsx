import { act, render, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BrowserRouter } from './router'
import { ScrollRestoration } from './scroll-restoration'

/** The browser scrolls to `y` (the scroll event the component tracks). */
function scrollBy(y: number) {
  window.scrollY = y
  window.dispatchEvent(new Event('scroll'))
}

/**
 * What the browser does for a link to `#join-us`: a new history entry without the router's state,
 * the page scrolled to the part, `popstate` (which the router reads as a POP), then the scroll event.
 */
function followFragmentLink(hash: string, partY: number) {
  act(() => {
    history.pushState(null, '', hash)
    window.scrollY = partY
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }))
    window.dispatchEvent(new Event('scroll'))
  })
}

describe('ScrollRestoration, a link to a part of the page', () => {
  let scrollTo: ReturnType<typeof vi.fn>
  beforeEach(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    )
    scrollTo = vi.fn(({ top }: { top: number }) => scrollBy(top))
    window.scrollTo = scrollTo as never
    history.replaceState(null, '', '/home')
    scrollBy(0)
    // Another document of the tab left the same part at another position.
    sessionStorage.setItem('osck-scroll', JSON.stringify([['default /home#join-us', 40]]))
    render(
      <BrowserRouter>
        <ScrollRestoration />
      </BrowserRouter>,
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    sessionStorage.clear()
  })

  it('stays where the browser scrolled to the part, and Back and Forward return to each position', async () => {
    scrollBy(300)
    followFragmentLink('#join-us', 5200)
    expect(scrollTo).not.toHaveBeenCalled()
    expect(window.scrollY).toBe(5200)

    act(() => history.back())
    await waitFor(() => expect(location.hash).toBe(''))
    await waitFor(() => expect(window.scrollY).toBe(300))
    act(() => history.forward())
    await waitFor(() => expect(window.scrollY).toBe(5200))
  })
})
