import { canonicalUrl, metaTags, type MetaTag } from '../meta/head-tags'
import { routePath, siteRoot } from '../site-base'
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

/** The site path a JSON-LD script describes (its `url`), or undefined. */
function describedPath(script: HTMLElement): string | undefined {
  try {
    const url: unknown = (JSON.parse(script.textContent ?? '') as { url?: unknown }).url
    return typeof url === 'string' ? routePath(new URL(url).pathname) : undefined
  } catch {
    return undefined
  }
}

/**
 * JSON-LD is for crawlers, which land on a page and never navigate in it: the generated page's
 * stays while it describes the page shown, and goes when the visitor moves on. Nothing builds it
 * in the browser (every published item has its generated page).
 */
function dropOtherJsonLd(meta: PageMeta): void {
  const current = document.getElementById(JSON_LD_ID)
  if (current && describedPath(current) !== meta.path) current.remove()
}

/** Robots, description, canonical URL and the og:/twitter: card tags of the current page. */
export function applyHeadTags(meta: PageMeta): void {
  const origin = siteRoot(window.location.origin)
  const tags = metaTags(meta, origin)
  removeOthers(tags)
  for (const tag of tags) setMeta(tag.attribute, tag.key, tag.content)
  setCanonical(canonicalUrl(meta, origin))
  dropOtherJsonLd(meta)
}
