import { siteConfig } from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CallToActionSection } from './CallToActionSection'

describe('CallToActionSection', { timeout: 30_000 }, () => {
  it('Get Started opens the chat invite in a new tab without showing the address', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    renderWithProviders(<CallToActionSection />)
    expect(screen.getByRole('heading', { level: 2, name: 'Join Our Community Today' })).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(siteConfig.chatInviteUrl)
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }))
    expect(open).toHaveBeenCalledWith(siteConfig.chatInviteUrl, '_blank', 'noopener,noreferrer')
  })
})
