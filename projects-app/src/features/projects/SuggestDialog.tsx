import { Dialog } from '@osck/shared/dialog'
import { Button, CloseButton, Portal, Stack, THRESHOLDS, toast, type ProjectSuggestion } from '@osck/shared'
import { Field, Input, Textarea } from '@osck/shared/forms'
import { type FormEvent, useState } from 'react'
import { deliverSuggestion } from './suggestion-delivery'

export interface SuggestDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
}

const FIELDS = [
  { name: 'name', label: 'Your Name', type: 'text', autoComplete: 'name', placeholder: 'Jane Namukasa' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email', placeholder: 'jane@example.com' },
  {
    name: 'projectTitle',
    label: 'Project Title',
    type: 'text',
    autoComplete: 'off',
    placeholder: 'A short, clear name',
  },
] as const

/**
 * The suggest-a-project form. Browser validation requires every field; a valid suggestion goes
 * where the settings say (suggestion-delivery.ts; none: only logged), then the form resets, the
 * dialog closes and a toast confirms. One the settings' form refused stays, with an error toast.
 */
export function SuggestDialog({ open, onOpenChange }: SuggestDialogProps) {
  const [sending, setSending] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const suggestion: ProjectSuggestion = {
      name: String(data.get('name') ?? ''),
      email: String(data.get('email') ?? ''),
      projectTitle: String(data.get('projectTitle') ?? ''),
      projectDescription: String(data.get('projectDescription') ?? ''),
    }
    let delivery = deliverSuggestion(suggestion)
    if (delivery instanceof Promise) {
      setSending(true)
      delivery = await delivery
      setSending(false)
    }
    if (delivery.done) {
      form.reset()
      onOpenChange(false)
    }
    toast(delivery.toast)
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW={`${THRESHOLDS.dialogMaxWidthPx}px`} w="full" borderRadius="xl">
            <form onSubmit={(event) => void submit(event)}>
              <Dialog.Header>
                <Dialog.Title fontSize="xl">Suggest a Project</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description color="fg.muted" mb="5">
                  Share an idea the community could build together. All fields are required.
                </Dialog.Description>
                <Stack gap="4">
                  {FIELDS.map(({ name, label, ...input }) => (
                    <Field.Root key={name} required>
                      <Field.Label>
                        {label} <Field.RequiredIndicator />
                      </Field.Label>
                      <Input name={name} {...input} />
                    </Field.Root>
                  ))}
                  <Field.Root required>
                    <Field.Label>
                      Project Description <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea
                      name="projectDescription"
                      rows={4}
                      placeholder="What problem does it solve, and for whom?"
                    />
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" focusRing="outside">
                    Cancel
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand" focusRing="outside" loading={sending}>
                  Submit Suggestion
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton aria-label="Close" size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
