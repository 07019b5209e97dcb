import { Button, CloseButton, Field, Input, Portal, Stack, Textarea, THRESHOLDS, toast, type ProjectSuggestion } from '@osck/shared'
import { Dialog } from '@osck/shared/dialog'
import type { FormEvent } from 'react'

const FIELDS: { name: keyof ProjectSuggestion; label: string; type?: string; multiline?: boolean }[] = [
  { name: 'name', label: 'Your Name' },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'projectTitle', label: 'Project Title' },
  { name: 'projectDescription', label: 'Project Description', multiline: true },
]

/** Local only: the values are logged, the form resets, the dialog closes and a toast confirms. */
export default function SuggestProjectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    const values = Object.fromEntries(new FormData(form)) as unknown as ProjectSuggestion
    console.log('Project suggestion:', values)
    form.reset()
    onOpenChange(false)
    toast({ title: 'Project suggestion submitted successfully!' })
  }
  return (
    <Dialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW={`${THRESHOLDS.dialogMaxWidthPx}px`} w="full">
            <form onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>Suggest a Project</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description mb="4" color="fg.muted">Have an idea the community could build? Tell us about it.</Dialog.Description>
                <Stack gap="4">
                  {FIELDS.map((field) => (
                    <Field.Root key={field.name} required>
                      <Field.Label>{field.label}</Field.Label>
                      {field.multiline ? <Textarea name={field.name} rows={4} required /> : <Input name={field.name} type={field.type ?? 'text'} required />}
                    </Field.Root>
                  ))}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild><Button variant="outline" type="button">Cancel</Button></Dialog.ActionTrigger>
                <Button type="submit" colorPalette="brand">Submit</Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild><CloseButton size="sm" aria-label="Close" /></Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
