import { useEffect } from 'react'
import { jsonLdText, metaTags, structuredData } from '../meta/head-tags'
import type { PageMeta } from '../meta/page-meta'

export { pageTitle } from '../meta/titles'

const JSON_LD_ID = 'osck-json-ld'

function setMeta(attribute: 'name' | 'property', key: string, content: string): void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (!element) {
    element = document.createElement('meta')
    element.setAttribute(attribute, key)
    document.head.appendChild(element)
  }
  element.setAttribute('content', content)
}

function setCanonical(href: string): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!link) {
    link = document.createElement('link')
    link.rel = 'canonical'
    document.head.appendChild(link)
  }
  link.href = href
}

function setJsonLd(data: Record<string, unknown> | undefined): void {
  const current = document.getElementById(JSON_LD_ID)
  if (!data) return current?.remove()
  const script = current ?? document.createElement('script')
  script.id = JSON_LD_ID
  script.setAttribute('type', 'application/ld+json')
  script.textContent = jsonLdText(data)
  if (!current) document.head.appendChild(script)
}

/**
 * Sets title, description, canonical URL, the og:/twitter: card tags and the JSON-LD of the
 * current page: the same tags, from the same functions, as the page generated at build time.
 */
export function applyDocumentMeta(meta: PageMeta): void {
  const origin = window.location.origin
  document.title = meta.title
  for (const tag of metaTags(meta, origin)) setMeta(tag.attribute, tag.key, tag.content)
  setCanonical(new URL(meta.path, origin).toString())
  setJsonLd(structuredData(meta, origin))
}

/** Applies `meta` whenever the page it describes changes; `undefined` while it is unknown. */
export function useDocumentMeta(meta: PageMeta | undefined): void {
  const key = meta ? JSON.stringify(meta) : ''
  const latest = meta
  useEffect(() => {
    if (latest) applyDocumentMeta(latest)
    // The key names everything the tags are made of; `meta` itself is a new object per render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key])
}
