import { useEffect, useState, type ComponentType } from 'react'
import type * as ToasterViewModule from './toaster-view'

export type ToastVariant = 'default' | 'destructive'

export interface ToastOptions {
  title: string
  description?: string
  variant?: ToastVariant
}

type ToasterModule = typeof ToasterViewModule

// The toast machinery is its own chunk, outside first-load JS: it is fetched on
// the visitor's first interaction, after a few idle seconds, or on the first
// toast, whichever comes first.
let pending: Promise<ToasterModule> | undefined
const subscribers = new Set<(module: ToasterModule) => void>()

function loadToaster(): Promise<ToasterModule> {
  pending ??= import('./toaster-view').then((module) => {
    subscribers.forEach((notify) => notify(module))
    return module
  })
  return pending
}

/** Shows a toast; `destructive` is the error style (docs/product.md, When something is missing or fails). */
export function toast(options: ToastOptions): void {
  void loadToaster().then((module) => module.createToast(options))
}

/** Rendered once by the shell (and by each remote's standalone app). */
export function Toaster() {
  const [View, setView] = useState<ComponentType | null>(null)
  useEffect(() => {
    const show = (module: ToasterModule) => setView(() => module.ToasterView)
    subscribers.add(show)
    if (pending) void pending.then(show)
    const preload = () => void loadToaster()
    const idle = window.setTimeout(preload, 5000)
    const events = ['pointerdown', 'keydown', 'touchstart'] as const
    events.forEach((name) => window.addEventListener(name, preload, { once: true, passive: true }))
    return () => {
      subscribers.delete(show)
      window.clearTimeout(idle)
      events.forEach((name) => window.removeEventListener(name, preload))
    }
  }, [])
  return View ? <View /> : null
}
