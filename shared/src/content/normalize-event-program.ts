import { safeImage, safeWebLink } from './safe-url'
import type { AgendaItem, Speaker } from './types'

/** Files the site shows as images; a URL of another host without an extension may be one. */
const IMAGE_FILE = /\.(?:jpe?g|png|gif|webp|avif|svg|tiff?|hei[cf])$/i

/** Whether `url` (already allowed by safeImage) names an image: `/uploads/notes.pdf` does not. */
export const namesImage = (url: string): boolean => {
  const path = url.split(/[?#]/)[0] ?? ''
  return IMAGE_FILE.test(path) || (/^https:/i.test(url) && !/\.[a-z0-9]{2,5}$/i.test(path))
}

type Read = (value: unknown) => string | undefined
type Entry = Record<string, unknown>

/** The items of an `entries` field that are objects (a hand-written `- Jane` is not one). */
export const entriesOf = (value: unknown): Entry[] =>
  (Array.isArray(value) ? value : []).filter(
    (entry): entry is Entry => typeof entry === 'object' && entry !== null && !Array.isArray(entry),
  )

/** Speakers with a name, in the file's order; a photo or link the allow-lists drop is left out. */
export function readSpeakers(value: unknown, text: Read, image: (path: string) => string): Speaker[] {
  return entriesOf(value).flatMap((entry) => {
    const name = text(entry.name)
    if (!name) return []
    const photo = safeImage(text(entry.photo))
    return [
      {
        name,
        role: text(entry.role),
        photo: photo && namesImage(photo) ? image(photo) : undefined,
        link: safeWebLink(text(entry.link)),
      },
    ]
  })
}

/** Agenda lines with a title, in the file's order; the time and speaker shown as written. */
export function readAgenda(value: unknown, text: Read): AgendaItem[] {
  return entriesOf(value).flatMap((entry) => {
    const title = text(entry.title)
    return title ? [{ time: text(entry.time), title, speaker: text(entry.speaker) }] : []
  })
}
