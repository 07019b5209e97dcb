/**
 * An iPhone's HEIC photo made into a JPEG in the browser, before Decap stores it: the site, its
 * image pipeline and every browser but Safari read JPEG. libheif (/admin/libheif.js and
 * /admin/libheif.wasm, copied from libheif-js by plugin.ts) loads on the first HEIC picked, so an
 * editing session without one never downloads it.
 */
import { decodeHeic, type Libheif, type LibheifFactory } from '@osck/site-build/heic-decode'
import { besidePage } from './beside-page'

/** High enough that the site's own variants, made from this JPEG, lose nothing visible. */
export const JPEG_QUALITY = 0.9

declare global {
  interface Window {
    libheif?: LibheifFactory
  }
}

/** `IMG_0001.HEIC` → `IMG_0001.jpg`. */
export const jpegName = (name: string) => name.replace(/\.hei[cf]$/i, '') + '.jpg'

const loadScript = (src: string) =>
  new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`${src} did not load`))
    document.head.append(script)
  })

let loading: Promise<Libheif> | undefined

function loadLibheif(): Promise<Libheif> {
  loading ??= (async () => {
    const [wasm] = await Promise.all([
      fetch(besidePage('libheif.wasm')).then((response) => {
        if (!response.ok) throw new Error(`libheif.wasm: ${response.status}`)
        return response.arrayBuffer()
      }),
      loadScript(besidePage('libheif.js')),
    ])
    if (!window.libheif) throw new Error('libheif.js defined no libheif')
    return window.libheif({ wasmBinary: wasm })
  })()
  // A failed load (the network) is tried again on the next HEIC.
  loading.catch(() => (loading = undefined))
  return loading
}

/** The photo as a JPEG of the same pixel size, upright; rejects when the file cannot be decoded. */
export async function heicToJpeg(file: File): Promise<File> {
  const libheif = await loadLibheif()
  const pixels = await decodeHeic(libheif, new Uint8Array(await file.arrayBuffer()))
  const canvas = document.createElement('canvas')
  canvas.width = pixels.width
  canvas.height = pixels.height
  try {
    canvas.getContext('2d')!.putImageData(new ImageData(pixels.data, pixels.width, pixels.height), 0, 0)
    const jpeg = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    )
    if (!jpeg) throw new Error('the browser could not encode the JPEG')
    return new File([jpeg], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified })
  } finally {
    // A 12-megapixel canvas holds 48 MB until it is collected; give it back now.
    canvas.width = canvas.height = 0
  }
}
