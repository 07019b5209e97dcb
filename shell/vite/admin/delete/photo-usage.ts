/**
 * Deleting an entry leaves its photos in content/uploads/. Before the delete, the editor says for
 * each photo whether another entry still uses it (kept) or not (offered for deletion): the photos
 * an entry names are its `/uploads/…` addresses, in any field or in its text.
 */

/** The `/uploads/…` addresses in an entry's data, each once. */
export function photosOf(data: unknown): string[] {
  const text = JSON.stringify(data ?? {})
  // A site path only (after a quote, a bracket, a space or `=`), not another host's /uploads/.
  const found = text.match(/(?<=^|["'(\s=])\/uploads\/[^\s"'()<>\\[\]]+/g) ?? []
  return [...new Set(found.map((photo) => photo.replace(/[.,;:!?]+$/, '')))]
}

export interface RepoFile {
  path: string
  text: string
}

/** The other entries whose file names `photo` (the deleted entry's own file left out). */
export const usersOf = (photo: string, files: readonly RepoFile[], own: string) => [
  ...new Set(files.filter((file) => file.path !== own && file.text.includes(photo)).map((f) => f.path)),
]

const name = (photo: string) => photo.slice(photo.lastIndexOf('/') + 1)

export const PHOTO_KEPT = (photo: string, users: string[]) =>
  `The photo ${name(photo)} is still used by ${users.join(', ')}, so it stays on the site.`

export const OFFER_DELETE = (photo: string) =>
  `No other entry uses the photo ${name(photo)}. Delete it from the site too? (Cancel keeps it in content/uploads/.)`

export const CHECK_FAILED = (photo: string) =>
  `The editor could not check whether another entry uses the photo ${name(photo)}, so it is kept.`

/** Where the site's file of a photo address lives in the repository. */
export const photoFile = (photo: string) => `content${photo}`
