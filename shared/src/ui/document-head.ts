import { canonicalUrl, jsonLdText, metaTags, type MetaTag } from '../meta/head-tags'
import { structuredData } from '../meta/structured-data'
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

/** Tags of the previous page this one has not (robots, og:url, a card's size) go. */
function removeOthers(tags: MetaTag[]): void {
  const kept = new Set(tags.map((tag) => `${tag.attribute}:${tag.key}`))
  const managed =
    'meta[name="robots"], meta[name="description"], meta[property^="og:"], meta[name^="twitter:"]'
  for (const element of document.head.querySelectorAll<HTMLMetaElement>(managed)) {
    const attribute = element.hasAttribute('property') ? 'property' : 'name'
    if (!kept.has(`${attribute}:${element.getAttribute(attribute)}`)) element.remove()
  }
}

function setCanonical(href: string | undefined): void {
  let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')
  if (!href) return link?.remove()
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

/** Robots, description, canonical URL, the og:/twitter: card tags and the JSON-LD of the current page. */
export function applyHeadTags(meta: PageMeta): void {
  const origin = siteRoot(window.location.origin)
  const tags = metaTags(meta, origin)
  removeOthers(tags)
  for (const tag of tags) setMeta(tag.attribute, tag.key, tag.content)
  setCanonical(canonicalUrl(meta, origin))
  setJsonLd(structuredData(meta, origin))
}
