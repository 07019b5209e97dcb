/**
 * Decap's media library offers only images in the file picker (`accept="image/*"`) but uploads
 * whatever file it is given: a document picked with "All files" would be saved into
 * content/uploads/ and named as the entry's photo, and an iPhone's HEIC would vanish from the
 * picker. This refuses both before Decap sees them, with a message; Decap's own `max_file_size`
 * refuses a photo that is too large.
 */
import { RASTER_IMAGE } from '../../../../shared/src/content/image-manifest'

/** Photos the build makes variants of, and drawings and GIFs the site shows as they are. */
const SITE_IMAGE = (name: string) => RASTER_IMAGE.test(name) || /\.(?:gif|svg)$/i.test(name)

/** An iPhone's HEIC: sharp's own build cannot read its HEVC, Decap's picker hides it, Chrome cannot show it. */
const HEIC = /\.hei[cf]$/i

export const HEIC_REFUSED = (name: string) =>
  `“${name}” is an iPhone HEIC photo, which the site cannot show. Export it as JPEG, or set the iPhone's camera to “Most Compatible”.`

export const NOT_AN_IMAGE = (name: string) =>
  `“${name}” is not a photo. Choose a JPEG, PNG, WebP, AVIF, GIF or SVG image.`

/** Refuses a file that is not an image before Decap's media library takes it. */
export function refuseNonImages() {
  window.addEventListener(
    'change',
    (event) => {
      const input = event.target
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files) return
      const refused = [...input.files].find((file) => HEIC.test(file.name) || !SITE_IMAGE(file.name))
      if (!refused) return
      // Capturing on window runs before React's listeners on its root: Decap never gets the file.
      event.stopImmediatePropagation()
      input.value = ''
      window.alert(HEIC.test(refused.name) ? HEIC_REFUSED(refused.name) : NOT_AN_IMAGE(refused.name))
    },
    true,
  )
}
