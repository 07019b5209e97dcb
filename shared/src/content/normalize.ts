import { siteConfig } from '../site-config'
import type { BlogPost, CommunityEvent, ContentItem, Project } from './types'

const text = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim()
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return undefined
}

const list = (value: unknown): string[] => {
  if (typeof value === 'string') return value.split(',').map((v) => v.trim()).filter(Boolean)
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => (typeof entry === 'string' && entry.trim() ? [entry.trim()] : []))
}

const count = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined
}

const flag = (value: unknown): boolean => value === true || value === 'true'

/**
 * Site-root paths for images however the author wrote them: `uploads/x.png`,
 * `public/uploads/x.png`, `./uploads/x.png` and `/uploads/x.png` are one file.
 */
export function resolveImage(path: string | undefined): string {
  const value = path?.trim()
  if (!value) return siteConfig.logo
  if (/^(https?:)?\/\//i.test(value) || value.startsWith('data:')) return value
  const relative = value.replace(/^\.?\//, '').replace(/^public\//, '')
  return `/${relative}`
}

export function toBlogPost({ slug, frontmatter: f, content }: ContentItem): BlogPost {
  return {
    slug,
    title: text(f.title) ?? slug,
    date: text(f.date) ?? '',
    description: text(f.description) ?? '',
    author: text(f.author) ?? siteConfig.name,
    image: resolveImage(text(f.image)),
    category: text(f.category) ?? 'General',
    tags: list(f.tags),
    featured: flag(f.featured),
    content,
  }
}

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
    content,
  }
}

export function toProject({ slug, frontmatter: f, content }: ContentItem): Project {
  return {
    id: slug,
    slug,
    title: text(f.title) ?? slug,
    description: text(f.description) ?? '',
    status: text(f.status) ?? 'Active',
    image: resolveImage(text(f.image)),
    tags: list(f.tags),
    category: text(f.category) ?? 'Uncategorized',
    link: text(f.link),
    collaborators: list(f.collaborators),
    starCount: count(f.starCount),
    startDate: text(f.startDate),
    endDate: text(f.endDate),
    featured: flag(f.featured),
    date: text(f.date),
    content,
  }
}
