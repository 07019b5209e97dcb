import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../testing'
import { LazyMarkdown } from './LazyMarkdown'

describe('LazyMarkdown', () => {
  it('shows a skeleton until the renderer has downloaded, then the body', async () => {
    const { container } = renderWithProviders(<LazyMarkdown>{'First **body**'}</LazyMarkdown>)
    expect(container.querySelector('.osck-markdown')).toBeNull()
    expect(await screen.findByText('body')).toBeInTheDocument()
  })

  it('renders at once, without a skeleton, once the renderer is there', async () => {
    await import('../markdown/Markdown')
    renderWithProviders(<LazyMarkdown>{'Second **body**'}</LazyMarkdown>)
    // Synchronously: no Suspense fallback of another height in between.
    expect(screen.getByText('body', { selector: 'strong' })).toBeInTheDocument()
  })
})
