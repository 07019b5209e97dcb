import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { OfflineMessage } from '../offline/OfflineMessage'

/**
 * A shell screen in a chunk of its own, so pages that never show it do not download it. If the
 * chunk cannot be downloaded the visitor is offline: say so, with a retry.
 */
export function lazyScreen(load: () => Promise<ComponentType>, fallback: ReactNode = null) {
  const Screen = lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (): { default: ComponentType } => ({
        default: () => <OfflineMessage onRetry={() => window.location.reload()} />,
      }),
    ),
  )
  return function LazyScreen() {
    return (
      <Suspense fallback={fallback}>
        <Screen />
      </Suspense>
    )
  }
}
