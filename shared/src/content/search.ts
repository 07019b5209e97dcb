/** Case-insensitive search over content items, and the fields each section searches. */
import { whenIdle } from '../when-idle'

export const BLOG_SEARCH_FIELDS = ['title', 'description', 'author', 'category', 'tags'] as const
export const PROJECT_SEARCH_FIELDS = ['title', 'description', 'category', 'tags'] as const
export const EVENT_SEARCH_FIELDS = ['title', 'description', 'location', 'category'] as const

// The lowercased values of each item's searched fields, built once per item and field list:
// at hundreds of items a keystroke then only runs `includes`.
const haystacks = new WeakMap<readonly PropertyKey[], WeakMap<object, string[]>>()

function haystack<T>(item: T, fields: readonly (keyof T)[]): string[] {
  if (typeof item !== 'object' || item === null) return []
  let byItem = haystacks.get(fields)
  if (!byItem) haystacks.set(fields, (byItem = new WeakMap()))
  let values = byItem.get(item)
  if (!values) {
    values = fields
      .flatMap((field) => item[field])
      .filter((value) => typeof value === 'string')
      .map((value) => value.toLowerCase())
    byItem.set(item, values)
  }
  return values
}

// Lists whose search text is built, or planned to be built, while the page is idle.
const prepared = new WeakSet<readonly unknown[]>()

/**
 * Builds the items' search text in idle time, once per list. The list's first render (an empty
 * search) calls it, so the first keystroke does not lowercase hundreds of items.
 */
function prepareSearch<T>(items: readonly T[], fields: readonly (keyof T)[]) {
  if (prepared.has(items)) return
  prepared.add(items)
  whenIdle(() => items.forEach((item) => haystack(item, fields)))
}

/** Case-insensitive substring search over the given fields; an empty query keeps all. */
export function searchItems<T>(items: readonly T[], query: string, fields: readonly (keyof T)[]): T[] {
  const needle = query.trim().toLowerCase()
  if (!needle) {
    prepareSearch(items, fields)
    return [...items]
  }
  return items.filter((item) => haystack(item, fields).some((value) => value.includes(needle)))
}
