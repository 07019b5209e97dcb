/**
 * A detail page's body as the build rendered it into the generated HTML (same parser, same
 * sanitizer, same parts as the app). The app shows it from there on the page's first load, so the
 * markdown renderer (about a fifth of a detail page's JavaScript) is downloaded only when a visitor opens
 * another item from within the app, or when the HTML is not of the file the app read.
 */
export const STATIC_BODY_ATTRIBUTE = 'data-osck-body'

/** A body image's element in the generated HTML carries what the markdown gave the renderer. */
export const IMAGE_MARKER = { src: 'data-md-src', alt: 'data-md-alt', title: 'data-md-title' } as const

/** Where a page keeps its generated body for offline visits (the worker answers with the shell page). */
export const BODY_CACHE = 'osck-bodies'
const BODY_CACHE_ENTRIES = 200

/** FNV-1a over the body as both readers see it (line endings and outer blank lines aside). */
export function bodyHash(source: string): string {
  const text = source.replace(/\r\n?/g, '\n').trim()
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return `${(hash >>> 0).toString(36)}-${text.length.toString(36)}`
}

let kept: Element | null = null
let restoring: Promise<void> | null = null

/** Keeps the generated page's body before the app replaces the page (the shell's entry calls it first). */
export function keepStaticBody(root: ParentNode = document): Element | null {
  kept ??= root.querySelector(`#root [${STATIC_BODY_ATTRIBUTE}]`)
  return kept
}

/** The kept body when it is the rendering of `source`, else null. */
export function staticBodyFor(source: string): Element | null {
  // No hash of the body when the page holds none (every body opened within the app).
  if (!kept) return null
  return kept.getAttribute(STATIC_BODY_ATTRIBUTE) === bodyHash(source) ? kept : null
}

/** Starts the renderer an item page's body needs: the generated body's when the page has one, else markdown's. */
export function startBodyRenderer(): Promise<unknown> {
  return keepStaticBody() ? import('./PrerenderedBody') : import('./Markdown')
}

/** After the first screen: the kept body, stored under the page's path for a visit without its HTML. */
export async function storeStaticBody(path: string): Promise<void> {
  if (!kept || typeof caches === 'undefined') return
  const cache = await caches.open(BODY_CACHE)
  await cache.put(path, new Response(kept.outerHTML, { headers: { 'Content-Type': 'text/html' } }))
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, -BODY_CACHE_ENTRIES).map((key) => cache.delete(key)))
}

/**
 * A page without a generated body (offline, the worker answers every page with the shell's):
 * the body stored for its path, if any. LazyMarkdown waits for it (`bodyRestoring`).
 */
export function restoreStaticBody(path: string): Promise<void> {
  if (kept || typeof caches === 'undefined') return Promise.resolve()
  restoring = caches
    .match(path, { cacheName: BODY_CACHE })
    .then(async (response) => {
      if (!response || kept) return
      const template = document.createElement('template')
      template.innerHTML = await response.text()
      kept = template.content.querySelector(`[${STATIC_BODY_ATTRIBUTE}]`)
    })
    .catch(() => undefined)
    .finally(() => {
      restoring = null
    })
  return restoring
}

/** The restore under way, if any. */
export const bodyRestoring = (): Promise<void> | null => restoring

/** For tests: forget the kept body. */
export function forgetStaticBody(): void {
  kept = null
  restoring = null
}
