import { useMemo } from 'react'
import { useUrlFilters } from '@osck/shared/inputs'

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

const signatureOf = <K extends string>(keys: readonly K[], values: Readonly<Record<K, string>>) =>
  keys.map((key) => values[key]).join('\u0000')

/**
 * A list's filters kept in the URL (`?q=&category=…`). `shown`: what the list applies, a change
 * at once (the keystroke's own render). `bar`: what its filter bar is given, the same but for
 * the search text, which it takes as the URL has it (written once the change is on screen): its
 * search box keeps its own text, so a keystroke does not render the bar again. `toFilters` maps
 * the values; identities change only when a value does.
 */
export function useListFilters<K extends string, F>(
  keys: readonly ('q' | K)[],
  toFilters: (values: Readonly<Record<'q' | K, string>>) => F,
): { shown: F; bar: Omit<FilterBarProps<F, K>, 'options'> } {
  const { values, written, update, setSearch, clear, active } = useUrlFilters(keys)
  // `values` is a new object on every render; the filters change only with the values.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const shown = useMemo(() => toFilters(values), [signatureOf(keys, values)])
  const inBar = { ...values, q: written.q }
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const filters = useMemo(() => toFilters(inBar), [signatureOf(keys, inBar)])
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
  const bar = useMemo(
    () => ({ filters, active, onQuery: setSearch, onChoose, onReset: clear }),
    [filters, active, setSearch, onChoose, clear],
  )
  return { shown, bar }
}

/** The framed panel a list's filter chips sit in (blog's Filter Articles, events' Filters). */
export const FILTER_PANEL_STYLE = {
  p: { base: '4', md: '5' },
  borderWidth: '1px',
  borderRadius: 'xl',
  bg: 'bg.panel',
  shadow: 'xs',
} as const
