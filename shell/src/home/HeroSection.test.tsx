import { renderWithProviders } from '@osck/shared/testing'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { HeroSection } from './HeroSection'
import { emulateReducedMotion } from './test-helpers'
import { VoicesSection } from './VoicesSection'

describe('hero carousels', { timeout: 30_000 }, () => {
  it('show hero-1..4 and hero-5..8 twice: alt text on the first copy, hidden duplicates', () => {
    renderWithProviders(<HeroSection />)
    const rows = [
      screen.getByRole('list', { name: 'Moments from our community' }),
      screen.getByRole('list', { name: 'More moments from our community' }),
    ]
    const expected = [
      ['hero-1', 'hero-2', 'hero-3', 'hero-4'],
      ['hero-5', 'hero-6', 'hero-7', 'hero-8'],
    ]
    rows.forEach((row, index) => {
      expect(row).toHaveAttribute('data-direction', index === 0 ? 'left' : 'right')
      const images = row.querySelectorAll('img')
      expect(images).toHaveLength(8)
      const names = [...images].map((image) =>
        image.getAttribute('src')!.replace(/^\/images\/|\.generated\.jpg$/g, ''),
      )
      expect(names).toEqual([...expected[index]!, ...expected[index]!])
      images.forEach((image, position) => {
        expect(image).toHaveAttribute('width', '320')
        expect(image).toHaveAttribute('height', '220')
        if (position < 4) {
          expect(image.getAttribute('alt')).not.toBe('')
          // Only the very first picture is Home's LCP image; the rest load lazily.
          const first = index === 0 && position === 0
          expect(image).toHaveAttribute('loading', first ? 'eager' : 'lazy')
          expect(image.getAttribute('fetchpriority')).toBe(first ? 'high' : null)
        } else {
          expect(image).toHaveAttribute('alt', '')
          expect(image.closest('li')).toHaveAttribute('aria-hidden', 'true')
          expect(image).toHaveAttribute('loading', 'lazy')
        }
      })
      expect(within(row).getAllByRole('img')).toHaveLength(4)
    })
  })

  it('can be paused and played again', async () => {
    renderWithProviders(<HeroSection />)
    const marquee = screen.getByTestId('hero-carousels')
    expect(marquee).not.toHaveAttribute('data-paused')
    await userEvent.click(screen.getByRole('button', { name: 'Pause image carousels' }))
    expect(marquee).toHaveAttribute('data-paused')
    await userEvent.click(screen.getByRole('button', { name: 'Play image carousels' }))
    expect(marquee).not.toHaveAttribute('data-paused')
  })

  it('stand still under reduced motion (no pause control needed)', () => {
    emulateReducedMotion()
    renderWithProviders(<HeroSection />)
    expect(screen.getByTestId('hero-carousels')).toHaveAttribute('data-still')
    expect(screen.queryByRole('button', { name: /image carousels/ })).not.toBeInTheDocument()
  })
})

describe('Community Voices', { timeout: 30_000 }, () => {
  it('lists the nine testimonials once for assistive technology, duplicated for the loop', () => {
    renderWithProviders(<VoicesSection />)
    const list = screen.getByRole('list', { name: 'Testimonials' })
    expect(list.querySelectorAll('li')).toHaveLength(18)
    expect(within(list).getAllByRole('listitem')).toHaveLength(9)
    for (const item of within(list).getAllByRole('listitem')) {
      expect(item).toHaveTextContent('Community Member')
      expect(item).toHaveTextContent('Open Source Contributor')
    }
    expect(list.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(9)
  })

  it('is still under reduced motion', () => {
    emulateReducedMotion()
    renderWithProviders(<VoicesSection />)
    expect(screen.getByTestId('voices-marquee')).toHaveAttribute('data-still')
  })
})
