interface MediaFile {
  path?: string
  url?: string
}
export interface EntryLike {
  getIn(path: string[]): unknown
}

/**
 * A photo uploaded but not saved yet, as Decap keeps it with the entry (a `blob:` URL). Decap's
 * getAsset cannot find it: it takes a path starting with `/` for a URL on the site, where the photo
 * is not until the entry is published. Used by the preview (templates.ts) and the form's
 * thumbnail (form/photo-thumbnail.ts).
 */
export function unsavedUpload(entry: EntryLike | undefined, path: string): string | undefined {
  const files = entry?.getIn(['mediaFiles']) as { toJS?: () => MediaFile[] } | undefined
  const name = path.slice(path.lastIndexOf('/') + 1)
  return files?.toJS?.().find((file) => file.path?.endsWith(`/${name}`))?.url
}
