import { renderWithProviders } from '@osck/shared/testing'
import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MarqueeTrack } from './Marquee'

describe('MarqueeTrack', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('sets the loop duration from the width the browser reports after layout (no forced layout)', () => {
    const observers: { callback: ResizeObserverCallback; target?: Element }[] = []
    vi.stubGlobal(
      'ResizeObserver',
      class {
        private entry: { callback: ResizeObserverCallback; target?: Element }
        constructor(callback: ResizeObserverCallback) {
          this.entry = { callback }
          observers.push(this.entry)
        }
        observe(target: Element) {
          this.entry.target = target
        }
        disconnect() {}
      },
    )
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600)
    renderWithProviders(
      <MarqueeTrack
        items={['a', 'b']}
        getKey={(item) => item}
        renderItem={(item) => item}
        speed={30}
        gap={16}
        label="Row"
      />,
    )
    const track = screen.getByRole('list', { name: 'Row' })
    // Nothing is read while React commits: the duration waits for the observer.
    expect(track.style.animationDuration).toBe('')
    act(() => observers[0]!.callback([], observers[0] as unknown as ResizeObserver))
    expect(observers[0]!.target).toBe(track)
    expect(track.style.animationDuration).toBe('10s')
  })
})
