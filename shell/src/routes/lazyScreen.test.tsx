import { renderWithProviders } from '@osck/shared/testing'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { lazyScreen } from './lazyScreen'

describe('lazyScreen', () => {
  it('shows the fallback while the chunk downloads, then the screen', async () => {
    let arrive: (screen: () => JSX.Element) => void = () => {}
    const Screen = lazyScreen(() => new Promise((resolve) => (arrive = resolve)), <p>loading the screen</p>)
    renderWithProviders(<Screen />)
    expect(screen.getByText('loading the screen')).toBeInTheDocument()
    arrive(() => <h1>The screen</h1>)
    expect(await screen.findByRole('heading', { name: 'The screen' })).toBeInTheDocument()
  })

  it('a chunk that cannot be downloaded says the visitor is offline, with a retry', async () => {
    const Screen = lazyScreen(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))
    renderWithProviders(<Screen />)
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})
