import { fileURLToPath } from 'node:url'
import type { ImageOptions } from '../images'
import type { Site } from './site-assembly'

/** What the content step reads, where it caches, and what the pages need beyond content/. */
export interface ContentPublishOptions {
  contentRoot: string
  /** The site's own photos (the shell's `public/images/`), published at `/images/`. */
  siteImagesDir: string
  /** Image variants kept between publishes (by content hash). */
  imageCacheDir: string
  /** Social cards kept between publishes (by their text). */
  cardCacheDir: string
  /** Public origin; defaults to OSCK_SITE_URL, then the site config's. */
  origin?: string
  /** The site's pages (the shell's assembly); without it no page is generated. */
  site?: Site
}

const repo = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url))

/**
 * Where the content step reads and caches, from the environment: OSCK_CONTENT_ROOT (the bench's
 * generated content), OSCK_SITE_IMAGES, OSCK_IMAGE_CACHE (the bench's empty cache) and
 * OSCK_CARD_CACHE; else the repository's folders.
 */
export function contentPublishOptions(env = process.env): ContentPublishOptions {
  return {
    contentRoot: env.OSCK_CONTENT_ROOT || repo('content'),
    siteImagesDir: env.OSCK_SITE_IMAGES || repo('shell/public/images'),
    imageCacheDir: env.OSCK_IMAGE_CACHE || repo('node_modules/.cache/osck-images'),
    cardCacheDir: env.OSCK_CARD_CACHE || repo('node_modules/.cache/osck-social-cards'),
  }
}

export const imageOptions = (options: ContentPublishOptions): ImageOptions => ({
  contentRoot: options.contentRoot,
  siteImagesDir: options.siteImagesDir,
  cacheDir: options.imageCacheDir,
})
