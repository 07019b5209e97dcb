import { startTransition, useEffect, useState } from 'react'

export interface ContentState<T> {
  data: T | undefined
  loading: boolean
  error: unknown
}

/**
 * Runs a content loader once on mount. `loading` stays true until the loader
 * has settled AND `minDelayMs` has passed (the page loaders of docs/product.md, Loaders and timings).
 */
export function useContent<T>(loader: () => Promise<T>, options: { minDelayMs?: number } = {}): ContentState<T> {
  const { minDelayMs = 0 } = options
  const [state, setState] = useState<ContentState<T>>({ data: undefined, loading: true, error: undefined })
  useEffect(() => {
    let active = true
    const delay = new Promise((resolve) => setTimeout(resolve, minDelayMs))
    const result = loader().then(
      (data) => ({ data, error: undefined }),
      (error: unknown) => ({ data: undefined, error: error ?? new Error('content failed to load') }),
    )
    void Promise.all([result, delay]).then(([settled]) => {
      // A transition lets React render the loaded page in slices instead of one long task.
      if (active) startTransition(() => setState({ ...settled, loading: false }))
    })
    return () => {
      active = false
    }
    // The loader runs once per mount by design; callers pass inline closures.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [minDelayMs])
  return state
}
