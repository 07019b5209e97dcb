import { siteConfig } from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Navbar } from './Navbar'

describe('Navbar', () => {
  it('marks the current section with aria-current', () => {
    renderWithProviders(<Navbar />, { route: '/blog/some-post' })
    // jsdom applies no media queries, so the desktop list counts as hidden here.
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    const link = (name: string) => within(nav).getByRole('link', { name, hidden: true })
    expect(link('Blog')).toHaveAttribute('aria-current', 'page')
    expect(link('Projects')).not.toHaveAttribute('aria-current')
  })

  it('changes style once the page is scrolled more than 10 px', () => {
    renderWithProviders(<Navbar />)
    const header = screen.getByRole('banner')
    expect(header).toHaveAttribute('data-scrolled', 'false')
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 10, configurable: true })
      fireEvent.scroll(window)
    })
    expect(header).toHaveAttribute('data-scrolled', 'false')
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 11, configurable: true })
      fireEvent.scroll(window)
    })
    expect(header).toHaveAttribute('data-scrolled', 'true')
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  })

  it('opens the chat invite in a new tab and closes the mobile menu on Join Us', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderWithProviders(<Navbar />)
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = document.getElementById('mobile-menu')!
    expect(within(menu).getByRole('link', { name: 'Events & Activities' })).toBeInTheDocument()
    await userEvent.click(within(menu).getByRole('button', { name: 'Join Us' }))
    expect(open).toHaveBeenCalledWith(siteConfig.chatInviteUrl, '_blank', 'noopener,noreferrer')
    expect(document.getElementById('mobile-menu')).toBeNull()
    expect(screen.queryByText(siteConfig.chatInviteUrl)).toBeNull()
  })
})
