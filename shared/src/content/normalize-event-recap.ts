import { safeImage, safeWebLink } from './safe-url'
import { entriesOf, namesImage } from './normalize-event-program'
import type { EventRecap, RecapPhoto } from './types'

type Read = (value: unknown) => string | undefined

/** A site path (`/blog/x`, not `//host`) or an http(s) URL. */
export const readSiteOrWebLink = (url: string | undefined): string | undefined =>
  url && /^\/(?!\/)/.test(url.trim()) ? url.trim() : safeWebLink(url)

function readPhotos(value: unknown, text: Read, image: (path: string) => string): RecapPhoto[] {
  const written = Array.isArray(value)
    ? value.map((entry: unknown) =>
        typeof entry === 'string' ? { photo: entry } : (entriesOf([entry])[0] ?? {}),
      )
    : []
  return written.flatMap((entry) => {
    const src = safeImage(text(entry.photo))
    return src && namesImage(src) ? [{ src: image(src), caption: text(entry.caption) }] : []
  })
}

/** An event's recap: photos that name an image, and http(s) links; undefined with nothing in it. */
export function readRecap(
  value: unknown,
  text: Read,
  image: (path: string) => string,
): EventRecap | undefined {
  const recap = entriesOf([value])[0]
  if (!recap) return undefined
  const read: EventRecap = {
    photos: readPhotos(recap.photos, text, image),
    slides: safeWebLink(text(recap.slides)),
    recording: safeWebLink(text(recap.recording)),
    writeup: readSiteOrWebLink(text(recap.writeup)),
  }
  return read.photos.length || read.slides || read.recording || read.writeup ? read : undefined
}
