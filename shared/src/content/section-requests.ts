import { parseContentFile } from './content-file'
import { LIST_DATA_FILE, readListData, type ListData } from './list-data'
import { sitePath } from '../site-base'
import type { ContentItem, ContentSection } from './types'

/*
 * The content API's requests, each made once per page load and shared by every screen: a section's
 * index, its list data and each markdown file.
 */
/** The request under `key`, made once; one that fails is made again next time. */
function once<K, V>(requests: Map<K, Promise<V>>, key: K, request: () => Promise<V>): Promise<V> {
  let promise = requests.get(key)
  if (!promise) {
    promise = request()
    promise.catch(() => requests.delete(key))
    requests.set(key, promise)
  }
  return promise
}

const files = new Map<string, Promise<ContentItem | undefined>>()

/** A content file, fetched once per page load (a detail page's own file, or a list without list data). */
export const fetchFile = (section: ContentSection, file: string, priority: RequestPriority = 'low') =>
  once(files, `${section}/${file}`, () => requestFile(section, file, priority))

async function requestFile(
  section: ContentSection,
  file: string,
  priority: RequestPriority,
): Promise<ContentItem | undefined> {
  const name = `${section}/${file}`
  try {
    // Low priority for a section's files: the shell's entry starts them before React and the
    // remote have arrived; hundreds of them must not hold back the code on HTTP/1.1's six
    // connections. A detail page's own file comes first, at normal priority.
    const response = await fetch(sitePath(`/content/${section}/${encodeURIComponent(file)}`), { priority })
    if (!response.ok) {
      console.warn(`[content] skipped ${name}: HTTP ${response.status}`)
      return undefined
    }
    const result = await parseContentFile(file, await response.text())
    if (result.ok) return result.item
    console.warn(`[content] skipped ${name}: ${result.error}`)
  } catch (error) {
    console.warn(`[content] skipped ${name}: ${String(error)}`)
  }
  return undefined
}

const indexes = new Map<ContentSection, Promise<string[] | undefined>>()

/** The section's index, requested once per page load (start-up check and screens share it). */
export const fetchIndex = (section: ContentSection): Promise<string[] | undefined> =>
  once(indexes, section, () => requestIndex(section))

async function requestIndex(section: ContentSection): Promise<string[] | undefined> {
  const response = await fetch(sitePath(`/content/${section}/index.json`))
  if (!response.ok) {
    console.warn(`[content] /content/${section}/index.json answered ${response.status}; using built-in content`)
    return undefined
  }
  const files: unknown = await response.json().catch(() => undefined)
  if (!Array.isArray(files) || !files.every((f) => typeof f === 'string')) {
    console.warn(`[content] /content/${section}/index.json is not a list of file names; using built-in content`)
    return undefined
  }
  return files
}

const lists = new Map<ContentSection, Promise<ListData | undefined>>()

/** The section's list data; undefined when it is missing or unreadable (the list reads the files). */
export const fetchListData = (section: ContentSection): Promise<ListData | undefined> =>
  once(lists, section, () =>
    fetch(sitePath(`/content/${section}/${LIST_DATA_FILE}`))
      .then((response) => (response.ok ? response.json() : undefined))
      .then(readListData, () => undefined),
  )

export function resetRequests(): void {
  indexes.clear()
  lists.clear()
  files.clear()
}
