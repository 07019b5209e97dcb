import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SiteProviders } from './providers'
import { toast, Toaster } from './toaster'

describe('toasts', () => {
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
