import { readFileSync } from 'node:fs'
import type { Connect, Rollup } from 'vite'
import { ensurePhotos } from '../../../scripts/photos.mjs'
import { buildSiteImages, type SiteImages } from './site-images'

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

/**
 * Build: one manifest per scope, emitted with the content; returns the variants, to be copied
 * under /assets/img/ once the bundle is written (copyIntoBuild).
 */
export async function publishImages(
  context: Rollup.PluginContext,
  options: ImageOptions,
): Promise<Array<[string, string]>> {
  const started = Date.now()
  const images = await buildSiteImages(options)
  describeProblems(images).forEach((line) => context.warn(line))
  for (const [fileName, manifest] of images.manifests) {
    context.emitFile({ type: 'asset', fileName, source: JSON.stringify(manifest) })
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  context.info(`images: ${images.images.length} images, ${images.encoded} encoded, in ${seconds} s`)
  return images.images.flatMap((image) => [...image.files])
}

/** Generated starter photos, written when missing (see scripts/photos.mjs). */
export const preparePhotos = (options: ImageOptions) =>
  ensurePhotos({ contentRoot: options.contentRoot, siteImagesDir: options.siteImagesDir })

/** Dev: the same manifests and variants, made on first request and then from the cache. */
export function imagesMiddleware(options: ImageOptions): Connect.NextHandleFunction {
  let current: Promise<SiteImages> | undefined
  const files = new Map<string, string>()
  const refresh = () => {
    current = buildSiteImages(options).then((images) => {
      images.images.forEach((image) => image.files.forEach((file, name) => files.set(`/${name}`, file)))
      return images
    })
    return current
  }
  return (req, res, next) => {
    const path = (req.url ?? '').split('?')[0] ?? ''
    const manifest = /^\/(content\/(?:[a-z]+\/)?images\.json)$/.exec(path)?.[1]
    if (manifest) {
      refresh()
        .then((images) => {
          res.setHeader('Content-Type', 'application/json; charset=utf-8')
          res.setHeader('Cache-Control', 'no-cache')
          res.end(JSON.stringify(images.manifests.get(manifest) ?? {}))
        })
        .catch(next)
      return
    }
    const file = files.get(path)
    if (!file) return next()
    res.setHeader('Content-Type', `image/${path.endsWith('.jpg') ? 'jpeg' : path.split('.').pop()}`)
    res.end(readFileSync(file))
  }
}
