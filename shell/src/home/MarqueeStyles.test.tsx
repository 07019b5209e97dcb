import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MarqueeStyles } from './MarqueeStyles'

describe('MarqueeStyles', () => {
  it('adds the marquee rules to <head> once, however many marquees render them, and keeps them', () => {
    const { unmount } = render(
      <>
        <MarqueeStyles />
        <MarqueeStyles />
      </>,
    )
    render(<MarqueeStyles />)
    const styles = document.head.querySelectorAll('style#osck-home-marquee')
    expect(styles).toHaveLength(1)
    expect(styles[0]?.textContent).toContain('@keyframes osck-marquee-left')
    expect(styles[0]?.textContent).toContain('prefers-reduced-motion: reduce')
    unmount()
    expect(document.head.querySelector('style#osck-home-marquee')).not.toBeNull()
  })
})
