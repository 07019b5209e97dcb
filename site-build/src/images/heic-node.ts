import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { decodeHeic, type Libheif, type LibheifFactory } from './heic-decode'

let libheif: Libheif | undefined

/** libheif-js's WebAssembly build, the one the editor serves, compiled once per process. */
export function nodeLibheif(): Libheif {
  if (libheif) return libheif
  const require = createRequire(import.meta.url)
  const dir = join(dirname(require.resolve('libheif-js/package.json')), 'libheif-wasm')
  const factory = require(join(dir, 'libheif.js')) as LibheifFactory
  libheif = factory({ wasmBinary: readFileSync(join(dir, 'libheif.wasm')) })
  return libheif
}

const HEIF_FILE = /\.hei[cf]$/i

const sharpDecodes = (bytes: Buffer) =>
  sharp(bytes)
    .resize(8)
    .toBuffer()
    .then(
      () => true,
      () => false,
    )

/**
 * Opens a photo for sharp, once per use. sharp's own build decodes HEIF with AV1 inside but not
 * the HEVC of a phone's HEIC: such a file is decoded by libheif into pixels (upright, as libheif
 * turns it), which sharp then takes as raw input. Throws when libheif cannot read it either.
 */
export async function photoOpener(file: string, bytes: Buffer): Promise<() => sharp.Sharp> {
  if (!HEIF_FILE.test(file) || (await sharpDecodes(bytes))) return () => sharp(bytes)
  const { data, width, height } = await decodeHeic(nodeLibheif(), bytes)
  const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  let opaque = true
  for (let alpha = 3; alpha < pixels.length && opaque; alpha += 4) opaque = pixels[alpha] === 255
  const raw = { raw: { width, height, channels: 4 as const } }
  return opaque ? () => sharp(pixels, raw).removeAlpha() : () => sharp(pixels, raw)
}
