import { notFoundMeta, NotFoundState, useContent, useDocumentMeta } from '@osck/shared'
import type { PageMeta, ToastOptions } from '@osck/shared'
import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { useLoadError } from './load-error'

/** `loading` while the item is read; `settling` for `settleMs` after it (a project's skeleton); `done`. */
export type DetailPhase = 'loading' | 'settling' | 'done'

export interface DetailScreenProps<T> {
  load: () => Promise<T | undefined>
  /** Named in the console when the load fails, e.g. `[events] the event`. */
  what: string
  /** Told to the visitor in a toast when the load fails (else the not-found state alone). */
  tell?: Omit<ToastOptions, 'variant'>
  meta: (item: T) => PageMeta
  /** The not-found state: its heading (also the page title), message, path and the way back. */
  notFound: { title: string; message: string; path: string; back: { href: string; label: string } }
  /** The page's footprint while it loads (the same as the screen's Suspense fallback). */
  skeleton: (phase: Exclude<DetailPhase, 'done'>) => ReactNode
  settleMs?: number
  children: (item: T) => ReactNode
}

/**
 * A detail page's item, the one way every section shows it: the skeleton while it loads, then the
 * item or the not-found state (an unknown slug, or a failure reported by useLoadError), and the
 * page's meta once it is there.
 */
export function DetailScreen<T>({
  load,
  what,
  tell,
  meta,
  notFound,
  skeleton,
  settleMs = 0,
  children,
}: DetailScreenProps<T>) {
  const { data, loading, error } = useContent(load)
  const [settled, setSettled] = useState(false)
  useLoadError(error, what, tell)
  useEffect(() => {
    if (loading) return
    const timer = setTimeout(() => startTransition(() => setSettled(true)), settleMs)
    return () => clearTimeout(timer)
  }, [loading, settleMs])
  const phase: DetailPhase = loading ? 'loading' : settled || settleMs === 0 ? 'done' : 'settling'
  useDocumentMeta(
    phase !== 'done' ? undefined : data ? meta(data) : notFoundMeta(notFound.title, notFound.path),
  )

  if (phase !== 'done') return skeleton(phase)
  return data ? children(data) : <NotFoundState {...notFound} />
}
