import { resetSiteBase } from '@osck/shared/site-base'
import { renderWithProviders } from '@osck/shared/testing'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { VoicesSection } from './VoicesSection'

afterEach(() => {
  document.head.querySelector('meta[name="osck-base"]')?.remove()
  resetSiteBase()
})

describe('VoicesSection', { timeout: 30_000 }, () => {
  it("asks for each member's picture under the base the site is published at", () => {
    const meta = document.createElement('meta')
    meta.name = 'osck-base'
    meta.content = '/osck-site/'
    document.head.append(meta)
    resetSiteBase()
    renderWithProviders(<VoicesSection />)
    const pictures = screen.getAllByRole('figure').map((figure) => figure.querySelector('img'))
    expect(pictures.length).toBeGreaterThan(0)
    for (const picture of pictures) expect(picture?.getAttribute('src')).toMatch(/^\/osck-site\/images\//)
  })
})
