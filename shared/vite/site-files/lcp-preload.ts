import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import {
  imageManifestUrl,
  variantSrcSet,
  type ImageManifest,
  type ImageScope,
} from '../../src/content/image-manifest'

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
