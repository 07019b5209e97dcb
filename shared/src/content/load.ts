import { SAMPLE_BLOG_ITEM, SAMPLE_PROJECT_ITEM } from './fallbacks'
import { toBlogPost, toEvent, toProject } from './normalize'
import { loadImageManifest, resetImageManifests } from './image-manifest'
import { describesIndex, listItem } from './list-data'
import { slugOf } from './parse'
import { fetchFile, fetchIndex, fetchListData, resetRequests } from './section-requests'
import type { BlogPost, CommunityEvent, ContentItem, ContentSection, Project } from './types'

/** The reading-time counter, a chunk of its own (the module system fetches it once). */
const readingTimeCounter = () => import('./reading-time')

/**
 * Blog posts read from their markdown get their reading time here (a list's data carries it from
 * the publish), so a screen that reads only list data (Home, the lists) never downloads the
 * counter. An item page starts it beside its file (`loadItem`); a list without its data asks for
 * it once its files are in.
 */
async function withReadingTimes(section: ContentSection, items: ContentItem[]): Promise<ContentItem[]> {
  if (section !== 'blog' || items.every((item) => item.readingTime !== undefined)) return items
  const { readingTime } = await readingTimeCounter()
  return items.map((item) =>
    item.readingTime !== undefined ? item : { ...item, readingTime: readingTime(item.content) },
  )
}

const FALLBACKS: Record<ContentSection, ContentItem[]> = {
  blog: [SAMPLE_BLOG_ITEM],
  events: [],
  projects: [SAMPLE_PROJECT_ITEM],
}

/** The section a path belongs to: whether it contains blog, events or projects. */
export function sectionOf(path: string): ContentSection | undefined {
  return (['blog', 'events', 'projects'] as const).find((section) => path.includes(section))
}

/**
 * Every readable item of the section a path names (docs/product.md, When something is missing or
 * fails). A missing index gives the built-in content; a broken file is skipped and named, and never
 * hides the others. The section's list data stands for its files when it was written with this
 * index (one request for the whole list); otherwise the files are fetched in parallel.
 */
export async function getContentFiles(path: string): Promise<ContentItem[]> {
  const section = sectionOf(path)
  if (!section) return []
  return withReadingTimes(section, await readSection(section))
}

async function readSection(section: ContentSection): Promise<ContentItem[]> {
  try {
    const [files, listData] = await Promise.all([fetchIndex(section), fetchListData(section)])
    if (!files) return FALLBACKS[section]
    const markdown = files.filter((file) => {
      if (file.endsWith('.md')) return true
      console.warn(`[content] skipped ${section}/${file}: not a markdown file`)
      return false
    })
    let items: (ContentItem | undefined)[]
    if (listData && describesIndex(listData, files)) {
      for (const { file, error } of listData.skipped) console.warn(`[content] skipped ${section}/${file}: ${error}`)
      items = listData.items.map(listItem)
    } else items = await Promise.all(markdown.map((file) => fetchFile(section, file)))
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
  if (section === 'blog') readingTimeCounter().catch(() => undefined)
  const listed = await fetchIndex(section).catch(() => undefined)
  const file = listed?.find((name) => name.endsWith('.md') && slugOf(name) === slug)
  if (file) {
    const [item] = await Promise.all([fetchFile(section, file, 'auto'), loadImageManifest(section)])
    if (item) return map((await withReadingTimes(section, [item]))[0]!)
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
  resetRequests()
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
