import { siteConfig } from '../site-config'
import { kampalaIso } from './kampala-time'
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

/** Description, Open Graph and Twitter tags of a page, in head order. */
export function metaTags(meta: PageMeta, origin: string): MetaTag[] {
  const url = absoluteUrl(meta.path, origin)
  const image = absoluteUrl(meta.image.path, origin)
  const tag = (attribute: MetaTag['attribute'], key: string, content: string): MetaTag => ({
    attribute,
    key,
    content,
  })
  return [
    tag('name', 'description', meta.description),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:site_name', siteConfig.name),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', meta.description),
    tag('property', 'og:url', url),
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

const organization = (origin: string) => ({
  '@type': 'Organization',
  name: siteConfig.name,
  url: absoluteUrl('/home', origin),
  logo: absoluteUrl(siteConfig.logo, origin),
})

/** schema.org JSON-LD of a page: BlogPosting, Event or CreativeWork for the detail pages. */
export function structuredData(meta: PageMeta, origin: string): Record<string, unknown> | undefined {
  const data = meta.structured
  if (!data) return undefined
  const url = absoluteUrl(meta.path, origin)
  const image = absoluteUrl(meta.image.path, origin)
  const base = { '@context': 'https://schema.org', url }
  switch (data.kind) {
    case 'WebSite':
      return { ...base, '@type': 'WebSite', name: siteConfig.name, description: meta.description }
    case 'CollectionPage':
      return { ...base, '@type': 'CollectionPage', name: meta.title, description: meta.description }
    case 'BlogPosting': {
      const { post } = data
      return {
        ...base,
        '@type': 'BlogPosting',
        headline: post.title,
        description: meta.description,
        image,
        ...(kampalaIso(post.date) ? { datePublished: kampalaIso(post.date) } : {}),
        author: { '@type': 'Person', name: post.author },
        publisher: organization(origin),
        mainEntityOfPage: url,
        keywords: post.tags.join(', ') || undefined,
      }
    }
    case 'Event': {
      const { event } = data
      const online = /^online$/i.test(event.location.trim())
      return {
        ...base,
        '@type': 'Event',
        name: event.title,
        description: meta.description,
        image,
        startDate: kampalaIso(event.date) ?? event.date,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: online
          ? 'https://schema.org/OnlineEventAttendanceMode'
          : 'https://schema.org/OfflineEventAttendanceMode',
        location: online
          ? { '@type': 'VirtualLocation', url }
          : {
              '@type': 'Place',
              name: event.location || siteConfig.name,
              address: event.location || 'Kampala, Uganda',
            },
        organizer: organization(origin),
      }
    }
    case 'CreativeWork': {
      const { project } = data
      return {
        ...base,
        '@type': 'CreativeWork',
        name: project.title,
        description: meta.description,
        image,
        creativeWorkStatus: project.status,
        keywords: project.tags.join(', ') || undefined,
        ...(project.startDate && kampalaIso(project.startDate)
          ? { dateCreated: kampalaIso(project.startDate) }
          : {}),
        creator: organization(origin),
      }
    }
  }
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
