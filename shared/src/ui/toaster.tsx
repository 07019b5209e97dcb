import { useEffect, useState, type ComponentType } from 'react'
import { whenIdle } from '../when-idle'
import type * as ToasterViewModule from './toaster-view'

export type ToastVariant = 'default' | 'destructive'

export interface ToastOptions {
  title: string
  description?: string
  variant?: ToastVariant
}

type ToasterModule = typeof ToasterViewModule

// The toast machinery is its own chunk, outside first-load JS: it is fetched once the page is idle
// after the visitor's first interaction (not in the interaction's own task), after a few idle
// seconds, or on the first toast, whichever comes first. Its view renders with the first toast,
// not before: rendering it inserts style rules, which makes the browser restyle the whole page,
// and that landed on the visitor's first tap or keystroke.
let pending: Promise<ToasterModule> | undefined
/** The module, once a toast has asked for it. */
let shown: ToasterModule | undefined
const subscribers = new Set<(module: ToasterModule) => void>()

function loadToaster(): Promise<ToasterModule> {
  pending ??= import('./toaster-view')
  return pending
}

/** Shows a toast; `destructive` is the error style (docs/product.md, When something is missing or fails). */
export function toast(options: ToastOptions): void {
  void loadToaster().then((module) => {
    module.createToast(options)
    if (shown) return
    shown = module
    subscribers.forEach((notify) => notify(module))
  })
}

/** Rendered once by the shell (and by each remote's standalone app). */
export function Toaster() {
  const [View, setView] = useState<ComponentType | null>(null)
  useEffect(() => {
    const show = (module: ToasterModule) => setView(() => module.ToasterView)
    subscribers.add(show)
    if (shown) show(shown)
    const preload = () => void loadToaster()
    const afterInput = () => whenIdle(preload)
    const idle = window.setTimeout(preload, 5000)
    const events = ['pointerdown', 'keydown', 'touchstart'] as const
    events.forEach((name) => window.addEventListener(name, afterInput, { once: true, passive: true }))
    return () => {
      subscribers.delete(show)
      window.clearTimeout(idle)
      events.forEach((name) => window.removeEventListener(name, afterInput))
    }
  }, [])
  return View ? <View /> : null
}
