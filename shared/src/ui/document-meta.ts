import { useEffect } from 'react'
import type { PageMeta } from '../meta/page-meta'
import type * as DocumentHead from './document-head'

export { pageTitle } from '../meta/titles'

// The page a visitor lands on already carries its tags (generated at build time), so the code that
// writes them is a chunk of its own, fetched after the first screen rather than with the start-up
// code.
let headTags: Promise<typeof DocumentHead> | undefined

/**
 * The page the visitor landed on was generated for `meta`: its head already says all of it. A
 * not-found page has no canonical URL; its generated head is the one with its title and noindex.
 */
function headIsFor(meta: PageMeta): boolean {
  if (meta.noindex) {
    const title = document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')
    return title === meta.title && !!document.head.querySelector('meta[name="robots"][content="noindex"]')
  }
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  return !!canonical && new URL(canonical.href).pathname === meta.path
}

/**
 * Sets the title at once, then description, canonical URL and the og:/twitter: card tags of the
 * current page: the same tags, from the same functions, as the page generated at build time. The
 * generated JSON-LD stays only while it describes the current page. Calls apply in order (they
 * wait on one import).
 *
 * A site page (Home, a list) that the visitor landed on keeps its generated head, site card
 * included, and Home's first load fetches none of this. An article always gets its tags: its
 * og:image at run time is the item's own image (a new item may not have its generated card yet).
 */
export function applyDocumentMeta(meta: PageMeta): Promise<void> {
  document.title = meta.title
  if (!headTags && meta.type === 'website' && headIsFor(meta)) return Promise.resolve()
  headTags ??= import('./document-head')
  return headTags.then((module) => module.applyHeadTags(meta))
}

/** Applies `meta` whenever the page it describes changes; `undefined` while it is unknown. */
export function useDocumentMeta(meta: PageMeta | undefined): void {
  const key = meta ? JSON.stringify(meta) : ''
  const latest = meta
  useEffect(() => {
    if (latest) void applyDocumentMeta(latest)
    // The key names everything the tags are made of; `meta` itself is a new object per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}
