import { absoluteUrl, jsonLdText, metaTags, structuredData } from '../meta/head-tags'
import { siteRoot } from '../site-base'
import type { PageMeta } from '../meta/page-meta'

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

/** Description, canonical URL, the og:/twitter: card tags and the JSON-LD of the current page. */
export function applyHeadTags(meta: PageMeta): void {
  const origin = siteRoot(window.location.origin)
  for (const tag of metaTags(meta, origin)) setMeta(tag.attribute, tag.key, tag.content)
  setCanonical(absoluteUrl(meta.path, origin))
  setJsonLd(structuredData(meta, origin))
}
