import { sitePath } from '../site-base'
import type { ContentSection } from './types'

/** What the build knows of one raster image (see site-build/src/images). */
export interface ImageInfo {
  width: number
  height: number
  /** A tiny blurred copy, as a data URI, shown while the photo loads. */
  placeholder: string
  /** Variants are `${base}-${width}.${avif|webp|jpg}`. */
  base: string
  widths: number[]
}

export type ImageManifest = Record<string, ImageInfo>
/** A section's images, or `site`: the site's own images (carousels, gallery). */
export type ImageScope = ContentSection | 'site'

export const imageManifestUrl = (scope: ImageScope) =>
  sitePath(scope === 'site' ? '/content/images.json' : `/content/${scope}/images.json`)

const known = new Map<string, ImageInfo>()
const requests = new Map<ImageScope, Promise<void>>()
let pendingCount = 0
const pendingScopes = new Set<ImageScope>()
const failedScopes = new Set<ImageScope>()
const listeners = new Set<() => void>()
let version = 0

function settle() {
  pendingCount -= 1
  version += 1
  listeners.forEach((listener) => listener())
}

async function request(scope: ImageScope): Promise<void> {
  try {
    const response = await fetch(imageManifestUrl(scope))
    const manifest: unknown = response.ok ? await response.json() : undefined
    if (!manifest || typeof manifest !== 'object') throw new Error('no manifest')
    for (const [url, info] of Object.entries(manifest as ImageManifest)) {
      if (info && Array.isArray(info.widths) && typeof info.base === 'string') known.set(url, info)
    }
  } catch {
    // Its images are not shown from their originals (see variantsUncertain): nothing to report.
    failedScopes.add(scope)
  }
}

/**
 * Reads a scope's manifest once per page load. Never rejects: a missing or broken manifest
 * only means the images of that scope are shown from their original files.
 */
export function loadImageManifest(scope: ImageScope): Promise<void> {
  let promise = requests.get(scope)
  if (!promise) {
    pendingCount += 1
    pendingScopes.add(scope)
    promise = request(scope).finally(() => {
      pendingScopes.delete(scope)
      settle()
    })
    requests.set(scope, promise)
  }
  return promise
}

/** The build's facts about an image, or undefined when it has none (yet). */
export const imageInfo = (src: string): ImageInfo | undefined => known.get(src)

/** Whether a manifest is still on its way (an image may be in it). */
export const imageManifestPending = () => pendingCount > 0

export function subscribeImageManifests(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const imageManifestVersion = () => version

export function resetImageManifests(): void {
  known.clear()
  requests.clear()
  pendingCount = 0
  pendingScopes.clear()
  failedScopes.clear()
}

/** The photos the build makes variants of (when sharp can read them): also what the editor uploads. */
export const RASTER_IMAGE = /\.(?:jpe?g|png|webp|avif|tiff?|hei[cf])$/i

/** The scopes whose manifest lists `src` when the build has made variants of it. */
function scopesOf(src: string): ImageScope[] {
  const path = src.split(/[?#]/)[0] ?? ''
  if (!RASTER_IMAGE.test(path)) return []
  if (path.startsWith('/images/')) return ['site']
  return path.startsWith('/uploads/') ? ['blog', 'events', 'projects'] : []
}

/**
 * Why the original of an image the build may have variants of must not be downloaded now:
 * a manifest that would list it is still on its way (`waiting`: show nothing yet) or could not
 * be read (`unreadable`: the smallest safe choice is the fallback, never a multi-megabyte photo).
 * Undefined when the original is what the site has (another host, a drawing, a photo the build
 * could not read).
 */
export function variantsUncertain(src: string): 'waiting' | 'unreadable' | undefined {
  if (known.has(src)) return undefined
  const scopes = scopesOf(src)
  if (scopes.some((scope) => pendingScopes.has(scope))) return 'waiting'
  return scopes.some((scope) => failedScopes.has(scope)) ? 'unreadable' : undefined
}

export const variantSrcSet = (info: ImageInfo, format: 'avif' | 'webp' | 'jpg') =>
  info.widths.map((width) => `${sitePath(info.base)}-${width}.${format} ${width}w`).join(', ')
