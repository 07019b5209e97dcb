import type * as Shared from '@osck/shared'
import { renderWithProviders } from '@osck/shared/testing'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SuggestDialogLazy } from './SuggestDialogLazy'

const { toastMock } = vi.hoisted(() => ({ toastMock: vi.fn() }))
vi.mock('@osck/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  toast: toastMock,
}))

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Suggest a Project
      </button>
      <SuggestDialogLazy open={open} onOpenChange={setOpen} />
    </>
  )
}

async function openDialog() {
  const user = userEvent.setup()
  renderWithProviders(<Harness />)
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Suggest a Project' }))
  const dialog = await screen.findByRole('dialog', { name: 'Suggest a Project' }, { timeout: 5000 })
  return { user, dialog }
}

const VALUES = {
  'Your Name': 'Jane Namukasa',
  Email: 'jane@example.com',
  'Project Title': 'Matatu Tracker',
  'Project Description': 'Live taxi positions for commuters.',
}

describe('SuggestDialog', { timeout: 20_000 }, () => {
  // The dialog is a lazy chunk: transform it once up front so the first test does not time out.
  beforeAll(() => import('./SuggestDialog'), 20_000)
  beforeEach(() => toastMock.mockReset())

  it('has four required, labelled fields with the spec names; email is of type email', async () => {
    const { dialog } = await openDialog()
    const fields = [
      ['Your Name', 'name'],
      ['Email', 'email'],
      ['Project Title', 'projectTitle'],
      ['Project Description', 'projectDescription'],
    ] as const
    for (const [label, name] of fields) {
      const input = within(dialog).getByRole('textbox', { name: label })
      expect(input).toHaveAttribute('name', name)
      expect(input).toBeRequired()
    }
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
    expect(within(dialog).getByRole('textbox', { name: 'Project Description' }).tagName).toBe('TEXTAREA')
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })

  it('submit logs the values, resets the form, closes the dialog and toasts', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { user, dialog } = await openDialog()
    for (const [label, value] of Object.entries(VALUES)) {
      await user.click(within(dialog).getByRole('textbox', { name: label }))
      await user.paste(value)
    }
    const form = within(dialog).getByRole('textbox', { name: 'Your Name' }).closest('form')!
    const reset = vi.spyOn(form, 'reset')
    await user.click(within(dialog).getByRole('button', { name: 'Submit Suggestion' }))

    expect(log).toHaveBeenCalledWith('Project suggestion:', {
      name: 'Jane Namukasa',
      email: 'jane@example.com',
      projectTitle: 'Matatu Tracker',
      projectDescription: 'Live taxi positions for commuters.',
    })
    expect(reset).toHaveBeenCalledOnce()
    expect(toastMock).toHaveBeenCalledExactlyOnceWith({ title: 'Project suggestion submitted successfully!' })
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(fetchSpy).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Suggest a Project' }))
    const reopened = await screen.findByRole('dialog', { name: 'Suggest a Project' })
    expect(within(reopened).getByRole('textbox', { name: 'Your Name' })).toHaveValue('')
  })

  it('Escape and the Close button close it without submitting', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    const { user } = await openDialog()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Suggest a Project' }))
    const dialog = await screen.findByRole('dialog', { name: 'Suggest a Project' })
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(log).not.toHaveBeenCalled()
    expect(toastMock).not.toHaveBeenCalled()
  })
})
