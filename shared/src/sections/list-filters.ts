import { useMemo } from 'react'
import { useUrlFilters } from '@osck/shared/forms'

/** What every list's filter bar is given: the filters shown, whether any is set, search, choices and Reset. */
export interface FilterBarProps<F, K extends string> {
  filters: F
  active: boolean
  onQuery: (q: string, continued: boolean) => void
  /** Per choice (`category`, `location`…), picks its value; '' or 'All' clears it. Stable handlers. */
  onChoose: Readonly<Record<K, (value: string) => void>>
  onReset: () => void
  /** The values each choice offers, read from the list's items. */
  options: Readonly<Record<K, readonly string[]>>
}

/**
 * A list's filters kept in the URL (`?q=&category=…`), shaped for its filter bar: `toFilters` reads
 * the URL's values (its identity changes only when a value does).
 */
export function useListFilters<K extends string, F>(
  keys: readonly ('q' | K)[],
  toFilters: (values: Readonly<Record<'q' | K, string>>) => F,
): Omit<FilterBarProps<F, K>, 'options'> {
  const { values, update, setSearch, clear, active } = useUrlFilters(keys)
  const signature = keys.map((key) => values[key]).join('\u0000')
  // `values` is a new object on every render; the filters change only with the URL's values.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => toFilters(values), [signature])
  const onChoose = useMemo(
    () =>
      Object.fromEntries(
        keys.map((key) => [
          key,
          (value: string) => update({ [key]: value } as Partial<Record<'q' | K, string>>),
        ]),
      ) as Record<K, (value: string) => void>,
    // `keys` is a constant list per caller; `update` keeps one identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [update],
  )
  return { filters, active, onQuery: setSearch, onChoose, onReset: clear }
}

/** The framed panel a list's filter chips sit in (blog's Filter Articles, events' Filters). */
export const FILTER_PANEL_STYLE = {
  p: { base: '4', md: '5' },
  borderWidth: '1px',
  borderRadius: 'xl',
  bg: 'bg.panel',
  shadow: 'xs',
} as const
