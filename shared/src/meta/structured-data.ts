import { siteConfig } from '../site-config'
import { absoluteUrl } from './head-tags'
import { kampalaEndIso, kampalaIso } from './kampala-time'
import type { PageMeta } from './page-meta'
import { performer } from './performer'
import type { CommunityEvent } from '../content/types'

/**
 * The raster logo Google wants for a publisher (no SVG): the 512 px app icon the shell build
 * renders from the site's logo (shell/vite/icons.ts).
 */
export const PUBLISHER_LOGO = { path: '/icons/icon-512.png', width: 512, height: 512 }

const organization = (origin: string) => ({
  '@type': 'Organization',
  name: siteConfig.name,
  url: absoluteUrl('/home', origin),
  logo: {
    '@type': 'ImageObject',
    url: absoluteUrl(PUBLISHER_LOGO.path, origin),
    width: PUBLISHER_LOGO.width,
    height: PUBLISHER_LOGO.height,
  },
})

const person = (name: string) => ({ '@type': 'Person', name })

const MODE = 'https://schema.org/'

/**
 * Where an event happens: a `Place` (its address, its point) in person, a `VirtualLocation` (the
 * join link, else the page) online, both when it has a venue and a join link.
 */
function eventPlace(event: CommunityEvent, url: string) {
  const named = event.location.trim()
  const onlineOnly = /^online$/i.test(named)
  const place = {
    '@type': 'Place',
    name: (onlineOnly ? '' : named) || event.address || siteConfig.name,
    address: event.address || (onlineOnly ? '' : named) || 'Kampala, Uganda',
    ...(event.coordinates
      ? {
          geo: {
            '@type': 'GeoCoordinates',
            latitude: event.coordinates.lat,
            longitude: event.coordinates.lon,
          },
        }
      : {}),
  }
  const virtual = { '@type': 'VirtualLocation', url: event.online ?? url }
  const inPerson = !onlineOnly || Boolean(event.address || event.coordinates)
  if (!event.online && !onlineOnly)
    return { eventAttendanceMode: `${MODE}OfflineEventAttendanceMode`, location: place }
  if (!inPerson) return { eventAttendanceMode: `${MODE}OnlineEventAttendanceMode`, location: virtual }
  return { eventAttendanceMode: `${MODE}MixedEventAttendanceMode`, location: [place, virtual] }
}

/** The page's card (or picture) and the item's own picture, absolute and each once. */
const images = (meta: PageMeta, own: string, origin: string) => [
  ...new Set([meta.image.path, ...(own ? [own] : [])].map((path) => absoluteUrl(path, origin))),
]

/**
 * schema.org JSON-LD of a page, with the fields Google documents for each type: `WebSite` (site
 * name), `BlogPosting` (article), `Event`; a project is a `CreativeWork`.
 */
export function structuredData(meta: PageMeta, origin: string): Record<string, unknown> | undefined {
  const data = meta.structured
  if (!data) return undefined
  const url = absoluteUrl(meta.path, origin)
  const base = { '@context': 'https://schema.org', url }
  switch (data.kind) {
    case 'WebSite':
      return {
        ...base,
        '@type': 'WebSite',
        name: siteConfig.name,
        alternateName: siteConfig.shortName,
        description: meta.description,
        publisher: organization(origin),
      }
    case 'CollectionPage':
      return { ...base, '@type': 'CollectionPage', name: meta.title, description: meta.description }
    case 'BlogPosting': {
      const { post } = data
      const published = kampalaIso(post.date)
      return {
        ...base,
        '@type': 'BlogPosting',
        headline: post.title,
        description: meta.description,
        image: images(meta, post.image, origin),
        // Content has no edit date: an article is as its publication date says.
        ...(published ? { datePublished: published, dateModified: published } : {}),
        author: person(post.author),
        publisher: organization(origin),
        mainEntityOfPage: url,
        articleSection: post.category || undefined,
        keywords: post.tags.join(', ') || undefined,
      }
    }
    case 'Event': {
      const { event } = data
      return {
        ...base,
        '@type': 'Event',
        name: event.title,
        description: meta.description,
        image: images(meta, event.image, origin),
        startDate: kampalaIso(event.date) ?? event.date,
        endDate: kampalaEndIso(event.date, event.end),
        eventStatus: 'https://schema.org/EventScheduled',
        ...eventPlace(event, url),
        organizer: organization(origin),
        ...(event.registration ? { offers: { '@type': 'Offer', url: event.registration } } : {}),
        ...(event.speakers ? { performer: event.speakers.map((speaker) => performer(speaker, origin)) } : {}),
      }
    }
    case 'CreativeWork': {
      const { project } = data
      return {
        ...base,
        '@type': 'CreativeWork',
        name: project.title,
        description: meta.description,
        image: images(meta, project.image, origin),
        creativeWorkStatus: project.status,
        genre: project.category,
        keywords: project.tags.join(', ') || undefined,
        ...(project.startDate && kampalaIso(project.startDate)
          ? { dateCreated: kampalaIso(project.startDate) }
          : {}),
        creator: organization(origin),
        contributor: project.collaborators.length ? project.collaborators.map(person) : undefined,
        sameAs: project.link && /^https?:/i.test(project.link) ? project.link : undefined,
        mainEntityOfPage: url,
      }
    }
  }
}
