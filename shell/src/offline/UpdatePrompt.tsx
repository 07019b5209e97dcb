import { lazy, Suspense } from 'react'
import { dismissUpdate, usePendingUpdate } from './updateStore'

const UpdateBanner = lazy(() => import('./UpdateBanner').then((m) => ({ default: m.UpdateBanner })))

/** Nothing until a new version is ready; then the banner (its own chunk, so first load stays as it is). */
export function UpdatePrompt() {
  const update = usePendingUpdate()
  if (!update) return null
  return (
    <Suspense fallback={null}>
      <UpdateBanner onReload={update.apply} onDismiss={dismissUpdate} />
    </Suspense>
  )
}
