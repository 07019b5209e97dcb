import { SAMPLE_BLOG_ITEM, SAMPLE_PROJECT_ITEM } from './fallbacks'
import { toBlogPost, toEvent, toProject } from './normalize'
import { parseContentFile } from './content-file'
import { loadImageManifest, resetImageManifests } from './image-manifest'
import { sitePath } from '../site-base'
import type { BlogPost, CommunityEvent, ContentItem, ContentSection, Project } from './types'

const FALLBACKS: Record<ContentSection, ContentItem[]> = {
  blog: [SAMPLE_BLOG_ITEM],
  events: [],
  projects: [SAMPLE_PROJECT_ITEM],
}

/** The section a path belongs to: whether it contains blog, events or projects. */
export function sectionOf(path: string): ContentSection | undefined {
  return (['blog', 'events', 'projects'] as const).find((section) => path.includes(section))
}

const files = new Map<string, Promise<ContentItem | undefined>>()

/** A content file, fetched once per page load (a detail page's own file, then its whole section). */
function fetchFile(section: ContentSection, file: string, priority: RequestPriority = 'low') {
  const name = `${section}/${file}`
  let promise = files.get(name)
  if (!promise) {
    promise = requestFile(section, file, priority)
    files.set(name, promise)
  }
  return promise
}

async function requestFile(
  section: ContentSection,
  file: string,
  priority: RequestPriority,
): Promise<ContentItem | undefined> {
  const name = `${section}/${file}`
  try {
    // Low priority for a section's files: the shell's entry starts them before React and the
    // remote have arrived; hundreds of them must not hold back the code on HTTP/1.1's six
    // connections. A detail page's own file comes first, at normal priority.
    const response = await fetch(sitePath(`/content/${section}/${encodeURIComponent(file)}`), { priority })
    if (!response.ok) {
      console.warn(`[content] skipped ${name}: HTTP ${response.status}`)
      return undefined
    }
    const result = await parseContentFile(file, await response.text())
    if (result.ok) return result.item
    console.warn(`[content] skipped ${name}: ${result.error}`)
  } catch (error) {
    console.warn(`[content] skipped ${name}: ${String(error)}`)
  }
  return undefined
}

const indexes = new Map<ContentSection, Promise<string[] | undefined>>()

/** The section's index, requested once per page load (start-up check and screens share it). */
function fetchIndex(section: ContentSection): Promise<string[] | undefined> {
  let promise = indexes.get(section)
  if (!promise) {
    promise = requestIndex(section)
    promise.catch(() => indexes.delete(section))
    indexes.set(section, promise)
  }
  return promise
}

async function requestIndex(section: ContentSection): Promise<string[] | undefined> {
  const response = await fetch(sitePath(`/content/${section}/index.json`))
  if (!response.ok) {
    console.warn(`[content] /content/${section}/index.json answered ${response.status}; using built-in content`)
    return undefined
  }
  const files: unknown = await response.json().catch(() => undefined)
  if (!Array.isArray(files) || !files.every((f) => typeof f === 'string')) {
    console.warn(`[content] /content/${section}/index.json is not a list of file names; using built-in content`)
    return undefined
  }
  return files
}

/**
 * Every readable item of the section a path names (docs/product.md, When something is missing or
 * fails). A missing index gives the built-in content; a broken file is skipped and named, and never
 * hides the others. Files are fetched in parallel.
 */
export async function getContentFiles(path: string): Promise<ContentItem[]> {
  const section = sectionOf(path)
  if (!section) return []
  try {
    const files = await fetchIndex(section)
    if (!files) return FALLBACKS[section]
    const markdown = files.filter((file) => {
      if (file.endsWith('.md')) return true
      console.warn(`[content] skipped ${section}/${file}: not a markdown file`)
      return false
    })
    const items = await Promise.all(markdown.map((file) => fetchFile(section, file)))
    const read = items.filter((item): item is ContentItem => item !== undefined)
    // A project read that returns nothing (no files, or none readable) shows the sample.
    if (read.length === 0 && section === 'projects') return FALLBACKS.projects
    return read
  } catch (error) {
    console.error(`[content] could not load ${section}`, error)
    return FALLBACKS[section]
  }
}

const cache = new Map<ContentSection, Promise<unknown[]>>()

function cached<T>(section: ContentSection, map: (item: ContentItem) => T): Promise<T[]> {
  let promise = cache.get(section) as Promise<T[]> | undefined
  if (!promise) {
    // The section's image manifest comes alongside its files, so cards render with it at once.
    const images = loadImageManifest(section)
    promise = getContentFiles(`/content/${section}`).then(async (items) => {
      await images
      return items.map(map)
    })
    promise.catch(() => cache.delete(section))
    cache.set(section, promise)
  }
  return promise
}

/** Each section is fetched once per page load and shared by every screen. */
export const loadBlogPosts = (): Promise<BlogPost[]> => cached('blog', toBlogPost)
export const loadEvents = (): Promise<CommunityEvent[]> => cached('events', toEvent)
export const loadProjects = (): Promise<Project[]> => cached('projects', toProject)

/**
 * One item of a section, for its detail page. When the index lists the slug's file, that file
 * alone is read (the page shows without waiting for the rest of the section); otherwise, or when
 * the file cannot be read, the item is looked up in the whole section, with every fallback.
 */
async function loadItem<T extends { slug: string }>(
  section: ContentSection,
  slug: string,
  map: (item: ContentItem) => T,
  all: () => Promise<T[]>,
): Promise<T | undefined> {
  const listed = await fetchIndex(section).catch(() => undefined)
  const file = listed?.find((name) => name.endsWith('.md') && name.replace(/\.md$/i, '') === slug)
  if (file) {
    const [item] = await Promise.all([fetchFile(section, file, 'auto'), loadImageManifest(section)])
    if (item) return map(item)
  }
  return (await all()).find((item) => item.slug === slug)
}

export const loadBlogPost = (slug: string) => loadItem('blog', slug, toBlogPost, loadBlogPosts)
export const loadEvent = (slug: string) => loadItem('events', slug, toEvent, loadEvents)
/** A project by its slug (its id is the same); the sample project when the section has none. */
export const loadProject = (slug: string): Promise<Project | undefined> =>
  loadItem('projects', slug, toProject, loadProjects)

export function resetContentCache(): void {
  cache.clear()
  indexes.clear()
  files.clear()
  resetImageManifests()
}

export { loadImageManifest } from './image-manifest'

/** At startup: request the three indexes (a missing one is only logged) and the site's images. */
export async function checkContentIndexes(): Promise<void> {
  await Promise.all([
    loadImageManifest('site'),
    ...(['blog', 'events', 'projects'] as const).map((section) =>
      fetchIndex(section).catch((error: unknown) =>
        console.warn(`[content] ${section} index could not be requested`, error),
      ),
    ),
  ])
}
