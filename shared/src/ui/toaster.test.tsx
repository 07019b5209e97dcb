import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SiteProviders } from './providers'
import { toast, Toaster } from './toaster'

const toastArea = () => document.querySelector('[data-scope=toast][data-part=group]')

describe('toasts', () => {
  // First, while no toast has been shown in this module: the view renders with the first toast.
  it('fetches the toast chunk once idle after the first interaction, but renders its view with the first toast', async () => {
    const view = await import('./toaster-view')
    const create = vi.spyOn(view, 'createToast')
    const idle = vi.fn((work: () => void) => {
      work()
      return 1
    })
    vi.stubGlobal('requestIdleCallback', idle)
    render(
      <SiteProviders>
        <Toaster />
      </SiteProviders>,
    )
    expect(idle).not.toHaveBeenCalled()
    await act(async () => {
      fireEvent.pointerDown(window)
      await import('./toaster-view')
    })
    // Not in the interaction's own task: once the page is idle.
    expect(idle).toHaveBeenCalledTimes(1)
    vi.unstubAllGlobals()
    expect(toastArea()).toBeNull()
    toast({ title: 'Subscribed' })
    expect(await screen.findByText('Subscribed')).toBeInTheDocument()
    expect(toastArea()).not.toBeNull()
    expect(create).toHaveBeenCalledTimes(1)
    create.mockRestore()
  })

  it('shows default and destructive toasts with title and description', async () => {
    render(
      <SiteProviders>
        <Toaster />
      </SiteProviders>,
    )
    toast({ title: 'Saved', description: 'All good' })
    toast({ title: 'Error', description: 'Something broke', variant: 'destructive' })
    expect(await screen.findByText('Saved')).toBeInTheDocument()
    expect(screen.getByText('All good')).toBeInTheDocument()
    const error = await screen.findByText('Something broke')
    expect(error.closest('[data-variant]')).toHaveAttribute('data-variant', 'destructive')
    expect(screen.getByText('Saved').closest('[data-variant]')).toHaveAttribute('data-variant', 'default')
  })
})
