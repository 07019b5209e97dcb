import { siteConfig } from '../site-config'
import type { PageMeta } from './page-meta'

export interface MetaTag {
  attribute: 'name' | 'property'
  key: string
  content: string
}

/** The blog's feeds, announced in the head of every page (autodiscovery). */
export const FEED_LINKS = [
  { type: 'application/rss+xml', href: '/blog/rss.xml', title: `${siteConfig.name} blog (RSS)` },
  { type: 'application/atom+xml', href: '/blog/atom.xml', title: `${siteConfig.name} blog (Atom)` },
  { type: 'application/feed+json', href: '/blog/feed.json', title: `${siteConfig.name} blog (JSON Feed)` },
] as const

/**
 * A site path made absolute. `origin` is the site's public URL, which may end in a base path
 * (`https://volunteer.github.io/osck-site`): the path goes under it. A full URL is kept.
 */
export const absoluteUrl = (path: string, origin: string): string =>
  /^[a-z][a-z\d+.-]*:/i.test(path) ? path : new URL(origin.replace(/\/$/, '') + path).toString()

/** The page's canonical URL; none for a page that is not one of its own (not found). */
export const canonicalUrl = (meta: PageMeta, origin: string): string | undefined =>
  meta.noindex ? undefined : absoluteUrl(meta.path, origin)

/** Robots, description, Open Graph and Twitter tags of a page, in head order. */
export function metaTags(meta: PageMeta, origin: string): MetaTag[] {
  const url = canonicalUrl(meta, origin)
  const image = absoluteUrl(meta.image.path, origin)
  const tag = (attribute: MetaTag['attribute'], key: string, content: string): MetaTag => ({
    attribute,
    key,
    content,
  })
  return [
    ...(meta.noindex ? [tag('name', 'robots', 'noindex')] : []),
    tag('name', 'description', meta.description),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:site_name', siteConfig.name),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    ...(url ? [tag('property', 'og:url', url)] : []),
    tag('property', 'og:image', image),
    ...(meta.image.width && meta.image.height
      ? [
          tag('property', 'og:image:width', String(meta.image.width)),
          tag('property', 'og:image:height', String(meta.image.height)),
        ]
      : []),
    tag('property', 'og:image:alt', meta.image.alt),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', meta.description),
    tag('name', 'twitter:image', image),
    tag('name', 'twitter:image:alt', meta.image.alt),
  ]
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes, so no title
 * can close the script element; U+2028/2029 too, for old JavaScript parsers.
 */
export function jsonLdText(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => {
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`
  })
}
