import { ensurePhotos } from './sample-photos.mjs'
import type { SiteImages } from './site-images'

export interface ImageOptions {
  contentRoot: string
  siteImagesDir: string
  cacheDir: string
}

/** One line per unreadable image, naming the file and every content file and field using it. */
export function describeProblems(images: SiteImages): string[] {
  return images.problems.map(({ url, error }) => {
    const users = images.references.filter((reference) => reference.url === url)
    const where = users.map((reference) => `${reference.file} (${reference.field})`).join(', ')
    return `${url} could not be read as an image and is shown from its original file${where ? `, used by ${where}` : ''}: ${error}`
  })
}

/** Generated starter photos, written when missing (see sample-photos.mjs). */
export const preparePhotos = (options: ImageOptions) =>
  ensurePhotos({ contentRoot: options.contentRoot, siteImagesDir: options.siteImagesDir })
