import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router-dom'

type Values<K extends string> = Record<K, string>

interface Pending<K extends string> {
  values: Values<K>
  /** The URLs (search strings) asked for and not yet applied by the router, oldest first. */
  awaited: string[]
}

const read = <K extends string>(params: URLSearchParams, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Values<K>

const sameValues = <K extends string>(a: Values<K>, b: Values<K>, keys: readonly K[]) =>
  keys.every((key) => a[key] === b[key])

/** Runs `work` once, after the browser has drawn its next frame (or after 100 ms in a hidden tab). */
function afterPaint(work: () => void): () => void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    work()
  }
  const fallback = setTimeout(once, 100)
  let next: ReturnType<typeof setTimeout> | undefined
  const frame =
    typeof requestAnimationFrame === 'function' ? requestAnimationFrame(() => (next = setTimeout(once))) : 0
  return () => {
    done = true
    clearTimeout(fallback)
    clearTimeout(next)
    if (frame) cancelAnimationFrame(frame)
  }
}

/**
 * Filter state kept in the URL (`?q=…&category=…`), so a filtered list can be
 * shared, reloaded and navigated back to. Empty and 'All' values are dropped.
 *
 * The router applies URL changes in a transition, after the browser has drawn
 * a frame or more; with hundreds of cards that made each keystroke slow
 * to reach the list. So the values asked for apply at once (same
 * task as the keystroke) and give way to the URL when the router catches up,
 * or when the URL changes for another reason (Back, a link). The URL itself is written once the
 * change is on screen: Chromium's pushState and replaceState take from 1 to 15 ms each.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams()
  const [pending, setPending] = useState<Pending<K> | null>(null)
  const search = params.toString()
  // Every navigation has a new key, even one to the URL already shown.
  const { key: navigation } = useLocation()
  // One object per URL: a filter bar given it skips the renders of changes still on their way.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const written = useMemo(() => read(new URLSearchParams(search), keys), [search])
  const values = pending?.values ?? written
  // Read by the callbacks, which keep one identity across renders (the router's setter changes
  // with every URL, and memoized chips re-render when their handler does).
  const latest = useRef({ params, values, setParams })
  latest.current = { params, values, setParams }

  useEffect(() => {
    setPending((current) => {
      if (!current || sameValues(read(new URLSearchParams(search), keys), current.values, keys)) return null
      const index = current.awaited.indexOf(search)
      // Not one of ours: someone else moved the URL (Back, a link), which wins.
      if (index < 0) return null
      return { ...current, awaited: current.awaited.slice(index + 1) }
    })
    // Runs once per navigation; `keys` is a constant list per caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [navigation])

  // The URL write asked for and not yet made (see `afterPaint`); dropped if the list goes away.
  const write = useRef<{ params: URLSearchParams; replace: boolean } | null>(null)
  const cancelWrite = useRef<() => void>(() => undefined)
  useEffect(() => () => cancelWrite.current(), [])

  const apply = useCallback(
    (changes: Partial<Values<K>>, replace: boolean) => {
      const { params: current, values: shown, setParams: navigate } = latest.current
      const next = new URLSearchParams(current)
      const merged = { ...shown }
      for (const [key, raw] of Object.entries({ ...shown, ...changes }) as [K, string][]) {
        const value = raw === 'All' ? '' : raw
        merged[key] = value
        if (value) next.set(key, value)
        else next.delete(key)
      }
      const target = next.toString()
      // A second change before the next render builds on this one.
      latest.current = { params: next, values: merged, setParams: navigate }
      setPending((before) =>
        // Nothing in flight and the URL already says so: nothing to wait for.
        !before && sameValues(merged, read(current, keys), keys)
          ? null
          : { values: merged, awaited: [...(before?.awaited ?? []), target] },
      )
      // Changes before the write share it: one history entry, added if any of them adds one.
      if (write.current) write.current = { params: next, replace: write.current.replace && replace }
      else {
        write.current = { params: next, replace }
        cancelWrite.current = afterPaint(() => {
          const { params, replace: replacing } = write.current!
          write.current = null
          latest.current.setParams(params, { replace: replacing })
        })
      }
    },
    [keys],
  )

  const update = useCallback(
    (changes: Partial<Values<K>>, { replace = false } = {}) => apply(changes, replace),
    [apply],
  )

  /**
   * The search box's `q` (SearchField's `onChange`): the first keystroke of a search adds one
   * history entry, the next ones replace it, so one Back undoes the whole search in every list.
   */
  const setSearch = useCallback(
    (q: string, continued: boolean) => apply({ q } as Partial<Values<K>>, continued),
    [apply],
  )

  const clear = useCallback(
    () => apply(Object.fromEntries(keys.map((key) => [key, ''])) as Values<K>, false),
    [apply, keys],
  )

  const active = keys.some((key) => values[key] !== '')
  return { values, written, update, setSearch, clear, active }
}
