import { lazy, Suspense, useState } from 'react'
import type { SuggestDialogProps } from './SuggestDialog'

const importDialog = () => import('./SuggestDialog')
const SuggestDialog = lazy(() => importDialog().then((m) => ({ default: m.SuggestDialog })))

/** Starts downloading the dialog early (hover or focus of a button that opens it). */
export const prefetchSuggestDialog = () => void importDialog()

/** The dialog's code is downloaded on first open (or prefetch), not with the list page. */
export function SuggestDialogLazy({ open, onOpenChange }: SuggestDialogProps) {
  const [requested, setRequested] = useState(open)
  if (open && !requested) setRequested(true)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <SuggestDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  )
}
