/**
 * What a file's bytes are, whatever its name says: a PDF renamed poster.jpg is no photo, and the
 * site would show the logo in its place. magic-bytes.js reads the signatures of the raster
 * formats (HEIC and AVIF by their ISO-BMFF brand); an SVG is text, recognised by its root element.
 */
import { filetypeinfo } from 'magic-bytes.js'

/** The image types the site shows or converts (a HEIC becomes a JPEG in the editor). */
const IMAGE_TYPES = new Set(['jpg', 'png', 'gif', 'webp', 'avif', 'heic', 'heif'])

/** Bytes enough for every signature above and for an SVG's XML declaration and comments. */
export const SNIFF_BYTES = 4096

const SVG_ROOT = /^(?:\uFEFF)?\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i

/** `image` when the bytes begin as an image the site can show, else undefined. */
export function sniffImage(bytes: Uint8Array): string | undefined {
  const raster = filetypeinfo(bytes).find((type) => IMAGE_TYPES.has(type.typename))
  if (raster) return raster.typename
  if (SVG_ROOT.test(new TextDecoder().decode(bytes.subarray(0, SNIFF_BYTES)))) return 'svg'
  return undefined
}

export async function fileIsImage(file: Blob): Promise<boolean> {
  return sniffImage(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())) !== undefined
}
