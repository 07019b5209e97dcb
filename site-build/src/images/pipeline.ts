import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { basename, dirname, extname, join } from 'node:path'
import sharp from 'sharp'
import type { ImageInfo } from '@osck/shared/build-kit'
import { safeDecode } from '../safe-decode'
import { photoOpener } from './heic-node'

/** Widths of the variants (CSS px × density); never wider than the original. */
export const VARIANT_WIDTHS = [400, 800, 1200, 1600] as const
export const VARIANT_FORMATS = ['avif', 'webp', 'jpg'] as const
/** Where variants are published: under /assets/, so every server caches them as immutable. */
export const VARIANT_DIR = 'assets/img'
/** Moderate effort: AVIF at its default effort costs several seconds per photo on 2 cores. */
const ENCODERS = {
  avif: (image: sharp.Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: sharp.Sharp) => image.webp({ quality: 72, effort: 4 }),
  // JPEG has no transparency: a transparent PNG's fallback is laid on white, not black.
  jpg: (image: sharp.Sharp) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 75, mozjpeg: true }),
}
/** Part of the cache key: changing how variants are made redoes them. */
const RECIPE = JSON.stringify({ v: 1, VARIANT_WIDTHS, ENCODERS: Object.values(ENCODERS).map(String) })

// HEIC is the iPhone camera's format: made into variants when it decodes (heic-node.ts), named by the checks if not.
export const RASTER_EXTENSIONS = [
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.avif',
  '.tif',
  '.tiff',
  '.heic',
  '.heif',
]
export const isRaster = (name: string) => RASTER_EXTENSIONS.includes(extname(name).toLowerCase())

/**
 * Why a photo cannot be read. A HEIC that neither sharp nor libheif decodes is damaged or of a
 * kind they do not know, so the hint is to export it as JPEG.
 */
export function decodeError(file: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  return /\.hei[cf]$/i.test(file) ? `${message} (a HEIC photo: export it as JPEG)` : message
}

export interface ImageSource {
  /** The site path the UI names it by, e.g. `/uploads/meetup.jpg`. */
  url: string
  file: string
}

export interface ProcessedImage {
  url: string
  info: ImageInfo
  /** Published file name (under the site root) → file in the cache. */
  files: Map<string, string>
}

export interface PipelineResult {
  images: ProcessedImage[]
  problems: { url: string; file: string; error: string }[]
  /** Images encoded by this run (0 when every image was in the cache). */
  encoded: number
}

interface CachedMeta {
  width: number
  height: number
  placeholder: string
  widths: number[]
}

async function encode(file: string, input: Buffer, dir: string): Promise<CachedMeta> {
  const open = await photoOpener(file, input)
  const { width = 0, height = 0, autoOrient } = await open().metadata()
  const [w, h] = autoOrient ? [autoOrient.width, autoOrient.height] : [width, height]
  if (!w || !h) throw new Error('no image dimensions')
  const widths: number[] = VARIANT_WIDTHS.filter((candidate) => candidate <= w)
  if (widths.length === 0) widths.push(w)
  // Builds side by side (the e2e fixture sites) may encode the same photo: each in a folder of its own.
  mkdirSync(dirname(dir), { recursive: true })
  const partial = mkdtempSync(`${dir}.partial-`)
  for (const target of widths) {
    const { data, info } = await open().rotate().resize(target).raw().toBuffer({ resolveWithObject: true })
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } }
    for (const format of VARIANT_FORMATS) {
      await ENCODERS[format](sharp(data, raw)).toFile(join(partial, `${target}.${format}`))
    }
  }
  const tiny = await open().rotate().resize(16).webp({ quality: 40 }).toBuffer()
  const meta = {
    width: w,
    height: h,
    widths,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  }
  writeFileSync(join(partial, 'meta.json'), JSON.stringify(meta))
  moveIntoPlace(partial, dir)
  return meta
}

/**
 * Renames a finished entry into place. An entry already there came whole from another build
 * (which may be copying from it now): it stays, and this one is dropped.
 */
function moveIntoPlace(partial: string, dir: string): void {
  try {
    renameSync(partial, dir)
  } catch (error) {
    rmSync(partial, { recursive: true, force: true })
    if (!existsSync(join(dir, 'meta.json'))) throw error
  }
}

/** Encodings under way, by cache key: two names for the same bytes are encoded once. */
type Pending = Map<string, Promise<CachedMeta>>

async function processOne(
  source: ImageSource,
  cacheDir: string,
  pending: Pending,
): Promise<{ image: ProcessedImage; encoded: boolean }> {
  const input = readFileSync(source.file)
  const key = createHash('sha256').update(RECIPE).update(input).digest('hex')
  const dir = join(cacheDir, key)
  const metaFile = join(dir, 'meta.json')
  const cached = existsSync(metaFile) && !pending.has(key)
  const starts = !cached && !pending.has(key)
  if (starts) pending.set(key, encode(source.file, input, dir))
  const meta: CachedMeta = cached ? JSON.parse(readFileSync(metaFile, 'utf8')) : await pending.get(key)!
  // `my photo.jpg` and `my%20photo.jpg` are one file: published once, under one name.
  const name = safeDecode(basename(source.url))
  const stem = basename(name, extname(name)).replace(/[^\w.-]/g, '_')
  const base = `/${VARIANT_DIR}/${stem}-${key.slice(0, 10)}`
  const files = new Map<string, string>()
  for (const width of meta.widths) {
    for (const format of VARIANT_FORMATS)
      files.set(`${base.slice(1)}-${width}.${format}`, join(dir, `${width}.${format}`))
  }
  const info: ImageInfo = {
    width: meta.width,
    height: meta.height,
    placeholder: meta.placeholder,
    base,
    widths: meta.widths,
  }
  return { image: { url: source.url, info, files }, encoded: starts }
}

/**
 * Makes the variants and manifest entries of every source, two images at a time. A source
 * already in the cache (same bytes, same recipe) is not decoded again; an unreadable one is
 * left out and named in `problems`.
 */
export async function processImages(sources: ImageSource[], cacheDir: string): Promise<PipelineResult> {
  const result: PipelineResult = { images: [], problems: [], encoded: 0 }
  const queue = [...new Map(sources.map((source) => [source.url, source])).values()]
  const pending: Pending = new Map()
  const worker = async () => {
    for (let source = queue.shift(); source; source = queue.shift()) {
      try {
        const { image, encoded } = await processOne(source, cacheDir, pending)
        result.images.push(image)
        if (encoded) result.encoded += 1
      } catch (error) {
        result.problems.push({ ...source, error: decodeError(source.file, error) })
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(2, availableParallelism()) }, worker))
  result.images.sort((a, b) => a.url.localeCompare(b.url))
  return result
}
