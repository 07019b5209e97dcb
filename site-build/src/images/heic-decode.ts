/**
 * An iPhone's HEIC photo as RGBA pixels, through libheif-js (libheif with its HEVC decoder, built
 * to WebAssembly): sharp's own libvips reads HEIF only with AV1 inside. No Node or browser API, so
 * the image pipeline (heic-node.ts) and the editor's upload conversion
 * (shell/vite/admin/preview/heic-to-jpeg.ts) decode with the same code.
 */

/** RGBA pixels, 4 bytes a pixel, row by row: what a canvas's ImageData holds. */
export interface RgbaPixels {
  data: Uint8ClampedArray<ArrayBuffer>
  width: number
  height: number
}

interface HeifImage {
  get_width(): number
  get_height(): number
  is_primary(): boolean
  display(target: RgbaPixels, done: (result: RgbaPixels | null) => void): void
  free(): void
}

/** The part of libheif-js's module (`libheif-wasm/libheif.js`, once initialised) used here. */
export interface Libheif {
  HeifDecoder: new () => { decoder: unknown; decode(bytes: Uint8Array): HeifImage[] }
  heif_context_free(context: unknown): void
}

/** libheif-js's factory, given the WebAssembly binary: it compiles it at once, no download of its own. */
export type LibheifFactory = (options: { wasmBinary: ArrayBuffer | Uint8Array }) => Libheif

export class HeicDecodeError extends Error {}

/**
 * The file's primary image, upright: libheif applies the rotation and mirroring the camera
 * recorded (an iPhone's portrait photo is stored sideways). Throws HeicDecodeError when the bytes
 * are not a HEIF file or its picture data is damaged.
 */
export async function decodeHeic(libheif: Libheif, bytes: Uint8Array): Promise<RgbaPixels> {
  const decoder = new libheif.HeifDecoder()
  const images = decoder.decode(bytes)
  try {
    const image = images.find((candidate) => candidate.is_primary()) ?? images[0]
    if (!image) throw new HeicDecodeError('not a HEIC/HEIF file that libheif can read')
    const width = image.get_width()
    const height = image.get_height()
    const pixels = { data: new Uint8ClampedArray(width * height * 4), width, height }
    await new Promise<void>((resolve, reject) =>
      image.display(pixels, (result) =>
        result ? resolve() : reject(new HeicDecodeError('its picture data is damaged or incomplete')),
      ),
    )
    return pixels
  } finally {
    for (const image of images) image.free()
    if (decoder.decoder) libheif.heif_context_free(decoder.decoder)
  }
}
