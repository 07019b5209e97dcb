import type * as Shared from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NewsletterForm } from './NewsletterForm'

const { toastMock } = vi.hoisted(() => ({ toastMock: vi.fn() }))
vi.mock('@osck/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  toast: toastMock,
}))

const INVALID = {
  title: 'Invalid email',
  description: 'Please enter a valid email address',
  variant: 'destructive',
}

function renderForm() {
  renderWithProviders(<NewsletterForm />)
  const input = screen.getByLabelText('Email address')
  // Submitting the form directly skips the browser's own checks (required, type=email): our rule alone decides.
  const submitWith = (value: string) => {
    fireEvent.change(input, { target: { value } })
    fireEvent.submit(input.closest('form')!)
  }
  return { input, submitWith }
}

describe('NewsletterForm', () => {
  beforeEach(() => toastMock.mockReset())

  it('is a labelled section with a required email input and a Subscribe button', () => {
    const { input } = renderForm()
    expect(screen.getByRole('region', { name: 'Subscribe to our newsletter' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Subscribe to our newsletter' })).toBeInTheDocument()
    expect(input).toHaveAttribute('type', 'email')
    expect(input).toBeRequired()
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit')
  })

  it('rejects a value without @ with a destructive toast and keeps it', () => {
    const { input, submitWith } = renderForm()
    submitWith('reader.example.com')
    expect(toastMock).toHaveBeenCalledExactlyOnceWith(INVALID)
    expect(input).toHaveValue('reader.example.com')
  })

  it('rejects an empty or blank value', () => {
    const { submitWith } = renderForm()
    submitWith('')
    submitWith('   ')
    expect(toastMock).toHaveBeenCalledTimes(2)
    expect(toastMock).toHaveBeenLastCalledWith(INVALID)
  })

  it('accepts an address with @: thanks the visitor, clears the field and sends nothing', async () => {
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    const user = userEvent.setup()
    const { input } = renderForm()
    await user.type(input, 'reader@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    expect(toastMock).toHaveBeenCalledExactlyOnceWith({
      title: 'Subscribed!',
      description: 'Thanks for subscribing to our newsletter.',
    })
    expect(input).toHaveValue('')
    expect(fetchSpy).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})

describe('NewsletterForm with a provider in the page’s settings', () => {
  let settings: HTMLScriptElement
  beforeEach(() => {
    toastMock.mockReset()
    settings = document.createElement('script')
    settings.type = 'application/json'
    settings.id = 'osck-settings'
    settings.textContent = JSON.stringify({
      newsletter: { action: 'https://lists.example.org/subscribe', field: 'EMAIL' },
    })
    document.head.append(settings)
  })
  afterEach(() => {
    settings.remove()
    vi.unstubAllGlobals()
  })

  const subscribe = async (answer: () => Promise<Response>) => {
    const fetchMock = vi.fn(answer)
    vi.stubGlobal('fetch', fetchMock)
    const user = userEvent.setup()
    const { input } = renderForm()
    await user.type(input, 'reader@example.com')
    await user.click(screen.getByRole('button', { name: 'Subscribe' }))
    await waitFor(() => expect(toastMock).toHaveBeenCalledOnce())
    return { input, fetchMock }
  }

  it('posts the address under the provider’s field name; its yes: Subscribed!, the field cleared', async () => {
    const { input, fetchMock } = await subscribe(async () => new Response('{}', { status: 200 }))
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://lists.example.org/subscribe')
    expect(String(init.body)).toBe('EMAIL=reader%40example.com')
    expect(toastMock).toHaveBeenCalledWith({
      title: 'Subscribed!',
      description: 'Thanks for subscribing to our newsletter.',
    })
    expect(input).toHaveValue('')
  })

  it('the provider refuses: an error toast, never Subscribed!, and the address stays', async () => {
    const { input } = await subscribe(async () => new Response('no', { status: 422 }))
    expect(toastMock).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Subscription failed', variant: 'destructive' }),
    )
    expect(input).toHaveValue('reader@example.com')
  })

  it('the provider is down (or hides its answer): an error toast, never Subscribed!', async () => {
    await subscribe(() => Promise.reject(new TypeError('Failed to fetch')))
    const [options] = toastMock.mock.calls[0] as [{ title: string; description: string }]
    expect(options.title).toBe('Subscription failed')
    expect(options.description).toContain('could not be reached')
  })
})
