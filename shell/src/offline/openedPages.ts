/**
 * The section pages this browser has opened while online: offline, those are the pages whose
 * remote, content and images the service worker holds; any other page says it is offline.
 */
const STORAGE_KEY = 'osck-opened-pages'
const LIMIT = 300

function normalize(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

function read(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
  } catch {
    return []
  }
}

export function rememberOpenedPage(pathname: string): void {
  const page = normalize(pathname)
  const pages = read().filter((item) => item !== page)
  pages.push(page)
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(pages.slice(-LIMIT)))
  } catch {
    // Storage full or blocked: the page then counts as never opened when offline.
  }
}

export function wasOpened(pathname: string): boolean {
  return read().includes(normalize(pathname))
}

/** The browser knows it has no connection (a failure while online is "unavailable", not this). */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false
