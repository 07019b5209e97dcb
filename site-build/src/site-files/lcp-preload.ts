import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  type ImageManifest,
  imageManifestUrl,
  type ImageScope,
  isUpcoming,
  LIST_IMAGE_SIZES,
  sortByDateAsc,
  sortByDateDesc,
  variantSrcSet,
} from '@osck/shared/build-kit'
import type { SiteContent } from '../read-content'

/** A route's LCP image and the `sizes` its screen gives it (see src/ui/image-sizes.ts). */
export interface LcpImage {
  src: string
  sizes: string
}

const SCOPES: ImageScope[] = ['site', 'blog', 'events', 'projects']

/** Every image manifest the build published (at the URLs the browser reads them from), as one. */
export function readImageManifests(outDir: string): ImageManifest {
  const files = SCOPES.map((scope) => join(outDir, imageManifestUrl(scope))).filter((file) =>
    existsSync(file),
  )
  return Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as ImageManifest))
}

/**
 * The route's LCP image starts with the page instead of after the app has rendered it: a preload
 * of the AVIF variants `ContentImage` offers first, with the same `sizes`, so the browser picks
 * the same file for both (browsers without AVIF skip it). '' for an image without variants.
 * (React writes `imageSrcSet`/`imageSizes`; HTML attribute names are case-insensitive.)
 */
export function lcpPreloadMarkup(manifest: ImageManifest, image: LcpImage | undefined): string {
  const info = image && manifest[image.src]
  if (!info) return ''
  return renderToStaticMarkup(
    h('link', {
      rel: 'preload',
      as: 'image',
      type: 'image/avif',
      imageSrcSet: variantSrcSet(info, 'avif'),
      imageSizes: image.sizes,
      fetchpriority: 'high',
    }),
  )
}

/**
 * The image each list screen shows first, eagerly and with high priority: the newest post's, the
 * first project's (index.json's order, as the app loads them) and the events list's first featured
 * slide's (the soonest upcoming event, or the newest when none is upcoming, as `selectFeatured`).
 */
export function listLcpImages(
  content: SiteContent,
): Record<'blog' | 'events' | 'projects', LcpImage | undefined> {
  const card = (item: { image: string } | undefined, sizes: string = LIST_IMAGE_SIZES.card) =>
    item && { src: item.image, sizes }
  const events = sortByDateAsc(content.events.map((r) => r.item))
  const featured = events.find((event) => isUpcoming(event.date)) ?? sortByDateDesc(events)[0]
  return {
    blog: card(sortByDateDesc(content.posts.map((r) => r.item))[0]),
    events: card(featured, LIST_IMAGE_SIZES.featuredEvent),
    projects: card(content.projects[0]?.item),
  }
}
