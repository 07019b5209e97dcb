import { renderWithProviders } from '@osck/shared/testing'
import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { BackToTop } from './BackToTop'

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    fireEvent.scroll(window)
  })
}

describe('BackToTop', () => {
  it('appears only after more than 300 px and scrolls smoothly to the top', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    renderWithProviders(<BackToTop />)
    scrollTo(300)
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull()
    scrollTo(301)
    await userEvent.click(screen.getByRole('button', { name: 'Back to top' }))
    expect(scroll).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' })
    scrollTo(0)
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull()
  })
})
