import type * as Shared from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SuggestDialog } from './SuggestDialog'

const { toastMock } = vi.hoisted(() => ({ toastMock: vi.fn() }))
vi.mock('@osck/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  toast: toastMock,
}))

const VALUES = {
  'Your Name': 'Jane Namukasa',
  Email: 'jane@example.com',
  'Project Title': 'Matatu Tracker',
  'Project Description': 'Live taxi positions.',
}

let settings: HTMLScriptElement
const withSettings = (value: object) => {
  settings = document.createElement('script')
  settings.type = 'application/json'
  settings.id = 'osck-settings'
  settings.textContent = JSON.stringify(value)
  document.head.append(settings)
}

async function submitSuggestion() {
  const user = userEvent.setup()
  const onOpenChange = vi.fn()
  renderWithProviders(<SuggestDialog open onOpenChange={onOpenChange} />)
  const dialog = await screen.findByRole('dialog', { name: 'Suggest a Project' })
  for (const [label, value] of Object.entries(VALUES)) {
    await user.click(within(dialog).getByRole('textbox', { name: label }))
    await user.paste(value)
  }
  await user.click(within(dialog).getByRole('button', { name: 'Submit Suggestion' }))
  await waitFor(() => expect(toastMock).toHaveBeenCalledOnce())
  return { dialog, onOpenChange }
}

describe('SuggestDialog with a destination in the page’s settings', { timeout: 20_000 }, () => {
  beforeAll(() => import('./SuggestDialog'), 20_000)
  beforeEach(() => toastMock.mockReset())
  afterEach(() => {
    settings?.remove()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('a GitHub repository: opens the prefilled issue in a new tab, then closes and says where to finish', async () => {
    withSettings({ suggestions: { github: 'https://github.com/osck/ideas' } })
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    const { onOpenChange } = await submitSuggestion()
    const [url, target, features] = open.mock.calls[0] as [string, string, string]
    const issue = new URL(url)
    expect(issue.origin + issue.pathname).toBe('https://github.com/osck/ideas/issues/new')
    expect(issue.searchParams.get('title')).toBe('Project idea: Matatu Tracker')
    expect(issue.searchParams.get('body')).toContain('Live taxi positions.')
    expect(issue.searchParams.get('body')).not.toContain('jane@example.com')
    expect([target, features]).toEqual(['_blank', 'noopener'])
    expect(toastMock).toHaveBeenCalledExactlyOnceWith({
      title: 'Project suggestion submitted successfully!',
      description: 'It is ready as a GitHub issue in the new tab: submit it there to reach the organisers.',
    })
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('a form endpoint that says yes: the fields are posted, the spec’s toast, the dialog closes', async () => {
    withSettings({ suggestions: { form: 'https://forms.example.org/f/ideas' } })
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    const { onOpenChange } = await submitSuggestion()
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('https://forms.example.org/f/ideas')
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      name: 'Jane Namukasa',
      email: 'jane@example.com',
      projectTitle: 'Matatu Tracker',
      projectDescription: 'Live taxi positions.',
    })
    expect(toastMock).toHaveBeenCalledExactlyOnceWith({
      title: 'Project suggestion submitted successfully!',
      description: 'The organisers have received it.',
    })
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('a form endpoint that refuses: an error toast, the dialog stays open with the values', async () => {
    withSettings({ suggestions: { form: 'https://forms.example.org/f/ideas' } })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 400 })),
    )
    const { dialog, onOpenChange } = await submitSuggestion()
    expect(toastMock.mock.calls[0]?.[0]).toMatchObject({
      title: 'Suggestion not sent',
      variant: 'destructive',
    })
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(within(dialog).getByRole('textbox', { name: 'Project Title' })).toHaveValue('Matatu Tracker')
  })

  it('a form endpoint that is down: an error toast, never the spec’s, and nothing typed is lost', async () => {
    withSettings({ suggestions: { form: 'https://forms.example.org/f/ideas' } })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const { dialog, onOpenChange } = await submitSuggestion()
    expect(toastMock).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ title: 'Suggestion not sent', variant: 'destructive' }),
    )
    expect(toastMock.mock.calls[0]?.[0].description).toContain('could not be reached')
    expect(onOpenChange).not.toHaveBeenCalled()
    for (const [label, value] of Object.entries(VALUES))
      expect(within(dialog).getByRole('textbox', { name: label })).toHaveValue(value)
  })
})
