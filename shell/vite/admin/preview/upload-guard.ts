/**
 * Decap's media library offers only images in the file picker (`accept="image/*"`) but uploads
 * whatever file it is given: a document picked with "All files", or renamed poster.jpg, would be
 * saved into content/uploads/ and named as the entry's photo. This refuses it before Decap sees
 * it, by its name and by its bytes (sniff-image.ts), with a message, and hands Decap an iPhone's
 * HEIC as a JPEG (heic-to-jpeg.ts); Decap's own `max_file_size` refuses a photo that is too large.
 */
import { RASTER_IMAGE } from '@osck/shared/build-kit'
import { heicToJpeg } from './heic-to-jpeg'
import { fileIsImage } from './sniff-image'

/** An iPhone's HEIC: sharp's own build cannot read its HEVC, and only Safari shows it. */
export const HEIC = /\.hei[cf]$/i

/** Photos the build makes variants of (a HEIC once converted), and drawings and GIFs the site shows as they are. */
const SITE_IMAGE = (name: string) => RASTER_IMAGE.test(name) || /\.(?:gif|svg)$/i.test(name)

export const NOT_AN_IMAGE = (name: string) =>
  `“${name}” is not a photo. Choose a JPEG, PNG, WebP, AVIF, GIF, SVG or HEIC image.`

export const HEIC_UNREADABLE = (name: string) =>
  `“${name}” could not be read as a HEIC photo: it may be damaged. Export it as JPEG on the phone, or choose another photo.`

export const CONVERTING = (names: string[]) => `Converting ${names.join(', ')} to JPEG…`

/**
 * Says what is happening while the photos convert: decoding a phone photo holds the page for
 * seconds, and a phone shows no progress cursor. Resolves once the notice has been painted.
 */
async function showConverting(names: string[]): Promise<() => void> {
  const notice = document.createElement('div')
  notice.setAttribute('role', 'status')
  notice.textContent = CONVERTING(names)
  Object.assign(notice.style, {
    position: 'fixed',
    insetInline: '0',
    bottom: '0',
    zIndex: '10000',
    padding: '12px 16px',
    background: '#1f2933',
    color: '#fff',
    font: '16px/1.4 system-ui, sans-serif',
    textAlign: 'center',
  })
  document.body.append(notice)
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)))
  return () => notice.remove()
}

/** Converts the picked HEICs to JPEGs, then gives the input back to Decap with them. */
async function convertHeics(input: HTMLInputElement, files: File[]) {
  const root = document.documentElement
  root.style.cursor = 'progress'
  const hide = await showConverting(files.filter((file) => HEIC.test(file.name)).map((file) => file.name))
  try {
    const converted = new DataTransfer()
    for (const file of files) {
      try {
        converted.items.add(HEIC.test(file.name) ? await heicToJpeg(file) : file)
      } catch (error) {
        console.error(error)
        input.value = ''
        window.alert(HEIC_UNREADABLE(file.name))
        return
      }
    }
    giveToDecap(input, converted.files)
  } finally {
    hide()
    root.style.cursor = ''
  }
}

/** The change events this guard dispatched itself, with files it has checked: Decap takes them. */
const checked = new WeakSet<Event>()

function giveToDecap(input: HTMLInputElement, files: FileList) {
  input.files = files
  const event = new Event('change', { bubbles: true })
  checked.add(event)
  input.dispatchEvent(event)
}

/** The first file that is not an image by its name or by its bytes. */
async function firstRefused(files: File[]): Promise<File | undefined> {
  for (const file of files) if (!SITE_IMAGE(file.name) || !(await fileIsImage(file))) return file
  return undefined
}

async function check(input: HTMLInputElement, files: File[]) {
  const refused = await firstRefused(files)
  if (refused) {
    input.value = ''
    window.alert(NOT_AN_IMAGE(refused.name))
  } else if (files.some((file) => HEIC.test(file.name))) await convertHeics(input, files)
  else giveToDecap(input, input.files!)
}

/** Refuses a file that is not an image, and converts a HEIC, before Decap's media library takes it. */
export function guardUploads() {
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target
      if (checked.has(event)) return
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return
      // Capturing on window runs before React's listeners on its root: Decap gets the files only
      // once they are checked, from giveToDecap.
      event.stopImmediatePropagation()
      void check(input, [...input.files])
    },
    true,
  )
}
