import { siteConfig } from '../site-config'
import { safeImage, safeLink, safeWebLink } from './safe-url'
import { fieldDefault } from './field-defaults'
import { endAfterStart } from '../meta/kampala-time'
import type { Coordinates } from '../events/map-links'
import { namesImage, readAgenda, readSpeakers } from './normalize-event-program'
import { readRecap } from './normalize-event-recap'
import type { BlogPost, CommunityEvent, ContentItem, Project } from './types'

const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim()
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return undefined
}

/** A list of text; a single value (`tags: design`) is a one-item list; other entries are dropped. */
const list = (value: unknown): string[] => {
  const entries = Array.isArray(value) ? value : [value]
  return entries.flatMap((entry) => text(entry) ?? [])
}

/** A number that counts something: a numeric string is read, anything else ('about 40', -3) is absent. */
const count = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : undefined
}

/** Only `true` (or the text "true", any case) is true: 'yes', 1 or a list is false. */
const flag = (value: unknown): boolean =>
  value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true')

/**
 * Site-root paths for images however the author wrote them: `uploads/x.png`,
 * `public/uploads/x.png`, `./uploads/x.png` and `/uploads/x.png` are one file. An http(s) URL
 * is kept; any other protocol (`javascript:`, `data:`…) or no value gives the default image.
 */
export function resolveImage(path: string | undefined): string {
  const value = safeImage(path)
  if (!value) return siteConfig.logo
  if (/^(https?:)?\/\//i.test(value)) return value
  const relative = value.replace(/^\.?\//, '').replace(/^public\//, '')
  return `/${relative}`
}

export function toBlogPost({ slug, frontmatter: f, content, readingTime }: ContentItem): BlogPost {
  return {
    slug,
    title: text(f.title) ?? slug,
    date: text(f.date) ?? '',
    description: text(f.description) ?? '',
    author: text(f.author) ?? fieldDefault('blog', 'author'),
    image: resolveImage(text(f.image)),
    category: text(f.category) ?? fieldDefault('blog', 'category'),
    tags: list(f.tags),
    featured: flag(f.featured),
    content,
    ...(readingTime !== undefined && { readingTime }),
  }
}

const degrees = (value: unknown, limit: number): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) && Math.abs(number) <= limit
    ? number
    : undefined
}

/** `{ lat, lon }` (the editor's), `[lat, lon]` or `"lat, lon"`; out of range or unreadable: none. */
const coordinates = (value: unknown): Coordinates | undefined => {
  const pair =
    typeof value === 'string'
      ? value.split(',')
      : Array.isArray(value)
        ? value
        : value && typeof value === 'object'
          ? [(value as Record<string, unknown>).lat, (value as Record<string, unknown>).lon]
          : []
  if (pair.length !== 2) return undefined
  const [lat, lon] = [degrees(pair[0], 90), degrees(pair[1], 180)]
  return lat === undefined || lon === undefined ? undefined : { lat, lon }
}

/** An `end` after the start; an unreadable one or one before the start is dropped (the default end). */
const endOf = (date: string, end: string | undefined) => (end && endAfterStart(date, end) ? end : undefined)

/** An image that is only shown when given (no default picture): an allowed path or URL of an image. */
const optionalImage = (path: string | undefined) => {
  const value = safeImage(path)
  return value && namesImage(value) ? resolveImage(value) : undefined
}

const some = <T>(items: T[]): T[] | undefined => (items.length ? items : undefined)

export function toEvent({ slug, frontmatter: f, content }: ContentItem): CommunityEvent {
  return {
    slug,
    title: text(f.title) ?? slug,
    date: text(f.date) ?? '',
    description: text(f.description) ?? '',
    image: resolveImage(text(f.image)),
    location: text(f.location) ?? '',
    category: text(f.category),
    attendees: count(f.attendees),
    registration: safeWebLink(text(f.registration)),
    capacity: text(f.capacity),
    status: text(f.status),
    end: endOf(text(f.date) ?? '', text(f.end)),
    address: text(f.address),
    coordinates: coordinates(f.coordinates),
    map: optionalImage(text(f.map)),
    online: safeWebLink(text(f.online)),
    speakers: some(readSpeakers(f.speakers, text, resolveImage)),
    agenda: some(readAgenda(f.agenda, text)),
    recap: readRecap(f.recap, text, resolveImage),
    content,
  }
}

export function toProject({ slug, frontmatter: f, content }: ContentItem): Project {
  return {
    id: slug,
    slug,
    title: text(f.title) ?? slug,
    description: text(f.description) ?? '',
    status: text(f.status) ?? fieldDefault('projects', 'status'),
    image: resolveImage(text(f.image)),
    tags: list(f.tags),
    category: text(f.category) ?? fieldDefault('projects', 'category'),
    link: safeLink(text(f.link)),
    collaborators: list(f.collaborators),
    starCount: count(f.starCount),
    startDate: text(f.startDate),
    endDate: text(f.endDate),
    featured: flag(f.featured),
    date: text(f.date),
    content,
  }
}

/** The readers above, for the content check (pnpm content:check names what they drop). */
export { text as readText, count as readCount, coordinates as readCoordinates }
