import { render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PlainTextOnError } from './PlainText'

function Formatted({ source }: { source: string }) {
  if (source.includes('boom')) throw new RangeError('Maximum call stack size exceeded')
  return <strong>{source}</strong>
}

const part = (source: string) => (
  <PlainTextOnError source={source}>
    <Formatted source={source} />
  </PlainTextOnError>
)

// React reports an error its boundary caught (console and window `error`): expected here.
const expectedError = (event: ErrorEvent) => event.preventDefault()

describe('PlainTextOnError', () => {
  beforeEach(() => {
    window.addEventListener('error', expectedError)
  })
  afterEach(() => {
    vi.restoreAllMocks()
    window.removeEventListener('error', expectedError)
  })

  it('shows the part as plain text when formatting it throws', () => {
    render(part('a **boom** part'))
    expect(screen.getByText('a **boom** part').tagName).toBe('P')
    expect(document.querySelector('strong')).toBeNull()
  })

  it('formats the next body again', () => {
    const { rerender } = render(part('boom'))
    expect(screen.getByText('boom').tagName).toBe('P')
    rerender(part('fine'))
    expect(screen.getByText('fine').tagName).toBe('STRONG')
  })
})
