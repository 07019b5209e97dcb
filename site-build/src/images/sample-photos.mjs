#!/usr/bin/env node
/**
 * Photo-like JPEGs of phone-camera size (4032×3024, 2–5 MB) for the starter content and the
 * site's carousels, generated deterministically instead of committed or downloaded.
 * A scene (sky, ground, soft shapes) is drawn small, enlarged smoothly and covered with
 * sensor-like noise, so each file weighs what a phone photo weighs.
 *
 * Every `*.generated.jpg` that a content file references (under content/uploads/) and every
 * SITE_PHOTOS entry (under shell/public/images/) is written when missing; existing files are
 * left alone. `node site-build/src/images/sample-photos.mjs [contentRoot]` runs it by hand; the shell build, dev
 * server, `pnpm content:check` and `pnpm bench` call `ensurePhotos` themselves.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const ROOT = resolve(fileURLToPath(new URL('../../..', import.meta.url)))
export const PHOTO_SIZE = { width: 4032, height: 3024 }
/** Photos of the site itself (Home carousels, projects gallery), by file name. */
export const SITE_PHOTOS = [1, 2, 3, 4, 5, 6, 7, 8]
  .map((n) => `hero-${n}.generated.jpg`)
  .concat([1, 2, 3, 4].map((n) => `impact-${n}.generated.jpg`))
const GENERATED = /\/uploads\/([\w.-]+\.generated\.jpg)/g

/** A small seeded generator (mulberry32): the same name always gives the same photo. */
function random(seedText) {
  let seed = createHash('sha256').update(seedText).digest().readUInt32LE(0)
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const SCENE = { width: 504, height: 378 }

/** Sky and ground gradients with soft discs and blocks (people, buildings, lights). */
function drawScene(rand) {
  const { width, height } = SCENE
  const pixels = Buffer.alloc(width * height * 3)
  const colour = () => [rand() * 255, rand() * 255, rand() * 255]
  const [sky1, sky2, ground1, ground2] = [colour(), colour(), colour(), colour()]
  const horizon = height * (0.35 + rand() * 0.3)
  const shapes = Array.from({ length: 14 + Math.floor(rand() * 12) }, () => ({
    x: rand() * width,
    y: horizon - height * 0.2 + rand() * height * 0.7,
    r: 10 + rand() * 70,
    square: rand() < 0.4,
    colour: colour(),
    alpha: 0.5 + rand() * 0.5,
  }))
  for (let y = 0; y < height; y++) {
    const sky = y < horizon
    const t = sky ? y / horizon : (y - horizon) / (height - horizon)
    const [a, b] = sky ? [sky1, sky2] : [ground1, ground2]
    for (let x = 0; x < width; x++) {
      // Fine texture (foliage, fabric, gravel): what makes a real photo weigh at every size.
      const grain = (rand() - 0.5) * 36
      let rgb = a.map((c, i) => c + (b[i] - c) * t + Math.sin((x + y * 0.3) / 37) * 8 + grain)
      for (const s of shapes) {
        const dx = Math.abs(x - s.x)
        const dy = Math.abs(y - s.y)
        const inside = s.square ? Math.max(dx, dy * 0.6) < s.r : dx * dx + dy * dy < s.r * s.r
        if (inside) rgb = rgb.map((c, i) => c * (1 - s.alpha) + s.colour[i] * s.alpha)
      }
      pixels.set(
        rgb.map((c) => Math.max(0, Math.min(255, c))),
        (y * width + x) * 3,
      )
    }
  }
  return pixels
}

/** Writes one photo: the scene enlarged to phone-camera size, with sensor noise. */
export async function writePhoto(file, seedText = file.split('/').pop()) {
  const rand = random(seedText)
  const { width, height } = PHOTO_SIZE
  const raw = { raw: { width: SCENE.width, height: SCENE.height, channels: 3 } }
  const large = await sharp(drawScene(rand), raw)
    .resize(width, height, { kernel: 'cubic' })
    .blur(1.2)
    .raw()
    .toBuffer()
  let noise = Math.floor(rand() * 2 ** 31)
  for (let i = 0; i < large.length; i++) {
    // Two xorshift draws summed: a cheap, deterministic, roughly bell-shaped sensor noise.
    noise ^= noise << 13
    noise ^= noise >>> 17
    noise ^= noise << 5
    const n = ((noise & 0xff) + ((noise >>> 8) & 0xff) - 255) * 0.05
    large[i] = Math.max(0, Math.min(255, large[i] + n))
  }
  mkdirSync(dirname(file), { recursive: true })
  const partial = `${file}.partial`
  await sharp(large, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toFile(partial)
  renameSync(partial, file)
}

/** Names of the `*.generated.jpg` uploads that the content's markdown files reference. */
export function referencedPhotos(contentRoot) {
  const names = new Set()
  for (const section of ['blog', 'events', 'projects']) {
    const dir = join(contentRoot, section)
    if (!existsSync(dir)) continue
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.md'))) {
      for (const match of readFileSync(join(dir, file), 'utf8').matchAll(GENERATED)) names.add(match[1])
    }
  }
  return [...names].sort()
}

/** Writes every missing photo; returns the paths it wrote (none on a second run). */
export async function ensurePhotos({
  contentRoot = join(ROOT, 'content'),
  siteImagesDir = join(ROOT, 'shell/public/images'),
} = {}) {
  const wanted = [
    ...referencedPhotos(contentRoot).map((name) => join(contentRoot, 'uploads', name)),
    ...SITE_PHOTOS.map((name) => join(siteImagesDir, name)),
  ]
  const missing = wanted.filter((file) => !existsSync(file))
  for (const file of missing) await writePhoto(file)
  return missing
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  const written = await ensurePhotos(process.argv[2] ? { contentRoot: resolve(process.argv[2]) } : {})
  console.log(`photos: ${written.length} written in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
