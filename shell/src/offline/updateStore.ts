import { useSyncExternalStore } from 'react'

/**
 * "A new version is ready": set by the service worker registration (a new worker is waiting) or
 * when the network brought a newer remote than the page runs; read by the update prompt.
 */
export interface PendingUpdate {
  /** What the prompt's Reload button does. */
  apply: () => void
}

let pending: PendingUpdate | undefined
let dismissed = false
const listeners = new Set<() => void>()

function emit(): void {
  for (const listener of listeners) listener()
}

/**
 * A waiting service worker takes precedence: its apply activates it before reloading, so the page
 * never reloads into the previous worker's cached shell.
 */
export function announceUpdate(apply: () => void, { worker = false }: { worker?: boolean } = {}): void {
  if (pending && !worker) return
  pending = { apply }
  dismissed = false
  emit()
}

export function dismissUpdate(): void {
  dismissed = true
  emit()
}

export function resetUpdateForTests(): void {
  pending = undefined
  dismissed = false
  emit()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function usePendingUpdate(): PendingUpdate | undefined {
  return useSyncExternalStore(subscribe, () => (dismissed ? undefined : pending))
}

export const reloadPage = (): void => window.location.reload()
