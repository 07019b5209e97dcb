import { THEME_STORAGE_KEY } from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ThemeToggle } from './ThemeToggle'

function mockOsDark(dark: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: dark && query.includes('dark'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

describe('theme', () => {
  afterEach(() => {
    localStorage.clear()
    document.documentElement.className = ''
  })

  it('starts light when nothing is saved and the OS is light', () => {
    mockOsDark(false)
    renderWithProviders(<ThemeToggle />)
    expect(document.documentElement).not.toHaveClass('dark')
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument()
  })

  it('follows the OS dark preference on a first visit', () => {
    mockOsDark(true)
    renderWithProviders(<ThemeToggle />)
    expect(document.documentElement).toHaveClass('dark')
  })

  it('prefers the saved value over the OS', () => {
    mockOsDark(true)
    localStorage.setItem(THEME_STORAGE_KEY, 'light')
    renderWithProviders(<ThemeToggle />)
    expect(document.documentElement).not.toHaveClass('dark')
  })

  it('flips, saves and applies on toggle', async () => {
    mockOsDark(false)
    renderWithProviders(<ThemeToggle />)
    await userEvent.click(screen.getByRole('button', { name: 'Switch to dark theme' }))
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(document.documentElement).toHaveClass('dark')
    await userEvent.click(screen.getByRole('button', { name: 'Switch to light theme' }))
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
    expect(document.documentElement).not.toHaveClass('dark')
  })
})
