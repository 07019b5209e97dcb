import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'

/**
 * Filter state kept in the URL (`?q=…&category=…`), so a filtered list can be
 * shared, reloaded and navigated back to. Empty and 'All' values are dropped.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams()
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>

  const update = useCallback(
    (changes: Partial<Record<K, string>>, { replace = false } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [key, value] of Object.entries(changes) as [K, string | undefined][]) {
            if (!value || value === 'All') next.delete(key)
            else next.set(key, value)
          }
          return next
        },
        { replace },
      )
    },
    [setParams],
  )

  const clear = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const key of keys) next.delete(key)
        return next
      },
      { replace: false },
    )
  }, [keys, setParams])

  const active = keys.some((key) => values[key] !== '')
  return { values, update, clear, active }
}
