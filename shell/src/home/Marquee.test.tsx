import { renderWithProviders } from '@osck/shared/testing'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MarqueeTrack } from './Marquee'
import { MarqueeStyles } from './MarqueeStyles'

const row = (
  <MarqueeTrack
    items={['a', 'b', 'c']}
    getKey={(item) => item}
    renderItem={(item, duplicate) => (duplicate ? `${item}′` : item)}
    speed={30}
    gap={16}
    itemWidth={{ base: 240, md: 320 }}
    label="Row"
  />
)

describe('MarqueeTrack', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('renders the items twice, the copy hidden from assistive technology', () => {
    renderWithProviders(row)
    const items = screen.getAllByRole('listitem', { hidden: true })
    expect(items.map((item) => item.textContent)).toEqual(['a', 'b', 'c', 'a′', 'b′', 'c′'])
    expect(items.map((item) => item.getAttribute('aria-hidden'))).toEqual([
      null,
      null,
      null,
      'true',
      'true',
      'true',
    ])
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['a', 'b', 'c'])
  })

  it('gives CSS what the loop duration needs, and measures nothing', () => {
    const observe = vi.fn()
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe = observe
        disconnect() {}
      },
    )
    renderWithProviders(row)
    const track = screen.getByRole('list', { name: 'Row' })
    expect(track.style.getPropertyValue('--marquee-items')).toBe('3')
    expect(track.style.getPropertyValue('--marquee-gap')).toBe('16')
    expect(track.style.getPropertyValue('--marquee-speed')).toBe('30')
    expect(track.style.paddingInlineEnd).toBe('16px')
    expect(observe).not.toHaveBeenCalled()
  })

  it('takes half the track over the speed: items × (width + gap) / speed seconds', () => {
    render(<MarqueeStyles />)
    const css = document.getElementById('osck-home-marquee')?.textContent ?? ''
    expect(css).toContain(
      'animation-duration: calc(var(--marquee-items) * (var(--marquee-item) + var(--marquee-gap)) / var(--marquee-speed) * 1s)',
    )
    expect(css).toContain('width: calc(var(--marquee-item) * 1px)')
  })
})
