import { renderWithProviders } from '@osck/shared/testing'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { UpdatePrompt } from './UpdatePrompt'
import { announceUpdate, resetUpdateForTests } from './updateStore'

afterEach(() => resetUpdateForTests())

describe('UpdatePrompt', () => {
  it('shows nothing until a new version is ready', () => {
    const { container } = renderWithProviders(<UpdatePrompt />)
    expect(container.textContent).toBe('')
  })

  it('tells the visitor, without taking focus, and Reload applies the update', async () => {
    const apply = vi.fn()
    renderWithProviders(<UpdatePrompt />)
    act(() => announceUpdate(apply))
    const status = await screen.findByRole('status', { name: 'Site update' })
    expect(status).toHaveTextContent('A new version of this site is ready.')
    expect(status).not.toContainElement(document.activeElement as HTMLElement)
    await userEvent.tab()
    await userEvent.tab()
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(apply).toHaveBeenCalledOnce()
  })

  it('Later hides it; a waiting service worker takes over a plain reload', async () => {
    const reload = vi.fn()
    const activateWorker = vi.fn()
    renderWithProviders(<UpdatePrompt />)
    act(() => announceUpdate(reload))
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }))
    expect(screen.queryByRole('status', { name: 'Site update' })).not.toBeInTheDocument()
    act(() => announceUpdate(activateWorker, { worker: true }))
    act(() => announceUpdate(reload))
    await userEvent.click(await screen.findByRole('button', { name: 'Reload' }))
    expect(activateWorker).toHaveBeenCalledOnce()
    expect(reload).not.toHaveBeenCalled()
  })
})
