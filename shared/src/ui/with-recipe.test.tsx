import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Dialog } from '../dialog'
import { Field, Input, Textarea } from '../forms'
import { Tabs } from '../tabs'
import { SiteProviders } from './providers'
import { system } from './system'
import { toast, Toaster } from './toaster'

/** The CSS emotion inserted for the element's generated class names. */
function rulesFor(element: Element): string {
  const classes = [...element.classList].filter((name) => name.startsWith('css-'))
  const sheets = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n')
  return classes.flatMap((name) => sheets.split('}').filter((rule) => rule.includes(`.${name}`))).join('}\n')
}

describe('components that bring their own recipe', () => {
  it('are not in the start-up system', () => {
    for (const key of ['tabs', 'dialog', 'toast', 'field']) expect(system.isSlotRecipe(key), key).toBe(false)
    for (const key of ['input', 'textarea']) expect(system.isRecipe(key), key).toBe(false)
  })

  it('Tabs are styled by the tabs recipe', () => {
    render(
      <SiteProviders>
        <Tabs.Root defaultValue="a" variant="line">
          <Tabs.List>
            <Tabs.Trigger value="a">A</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="a">Panel</Tabs.Content>
        </Tabs.Root>
      </SiteProviders>,
    )
    const trigger = screen.getByRole('tab', { name: 'A' })
    expect(trigger).toHaveClass('chakra-tabs__trigger')
    expect(rulesFor(trigger)).toContain('height:var(--tabs-height)')
    expect(trigger.closest('.chakra-tabs__root')).not.toHaveAttribute('recipe')
  })

  it('a Dialog is styled by the dialog recipe', async () => {
    render(
      <SiteProviders>
        <Dialog.Root open>
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Title>Hello</Dialog.Title>
            </Dialog.Content>
          </Dialog.Positioner>
        </Dialog.Root>
      </SiteProviders>,
    )
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveClass('chakra-dialog__content')
    expect(rulesFor(dialog)).toMatch(/max-width:var\(--dialog-size|--dialog-z-index/)
  })

  it('a toast is styled by the toast recipe', async () => {
    render(
      <SiteProviders>
        <Toaster />
      </SiteProviders>,
    )
    toast({ title: 'Saved' })
    const root = (await screen.findByText('Saved')).closest('.chakra-toast__root')
    expect(root).not.toBeNull()
    expect(rulesFor(root!)).toContain('--toast-trigger-bg')
  })

  it('form controls are styled by their recipes', () => {
    render(
      <SiteProviders>
        <Field.Root>
          <Field.Label>Email</Field.Label>
          <Input />
        </Field.Root>
        <Textarea aria-label="Idea" />
      </SiteProviders>,
    )
    const input = screen.getByRole('textbox', { name: 'Email' })
    expect(input).toHaveClass('chakra-input')
    expect(rulesFor(input)).toContain('--focus-color')
    expect(input).not.toHaveAttribute('recipe')
    expect(screen.getByRole('textbox', { name: 'Idea' })).toHaveClass('chakra-textarea')
    expect(rulesFor(screen.getByText('Email'))).toMatch(/font-weight/)
  })
})
