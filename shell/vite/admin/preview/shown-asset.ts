/**
 * What the editor shows of a photo (the form's thumbnail, the preview): the front matter keeps
 * `/uploads/<file>`, the same under any base path, and Decap takes a path starting with `/` as the
 * address to load; on a project site (`/osck-site/`) that is the host's root, where the photo is
 * not. The address shown is the site path under the base the admin page names (its
 * `<meta name="osck-base">`, shared/src/site-base.ts); any other address is left as it is.
 */
import { sitePath } from '@osck/shared/site-base'
import { unsavedUpload, type EntryLike } from './unsaved-upload'

interface Asset {
  toString(): string
  url?: unknown
  path?: unknown
}

/** Where the site keeps its uploads (config.ts's public_folder), as a post's text names them. */
const UPLOADS = '/uploads/'

/**
 * A photo the text names by its site path (`/uploads/<file>`) as the editor shows it: uploaded but
 * not saved yet by its `blob:` address, else under the base. Undefined for any other address.
 */
export function shownUpload(
  path: string,
  entry: EntryLike | undefined,
  under: (path: string) => string = sitePath,
): string | undefined {
  if (!path.startsWith(UPLOADS)) return undefined
  return unsavedUpload(entry, path) ?? under(path)
}

/** An asset Decap resolved, its address under the base when it is a root-relative site path. */
export function shownAsset<T>(asset: T, under: (path: string) => string = sitePath): T | Asset {
  if (!asset || typeof asset !== 'object') return asset
  const { url, path } = asset as Asset
  if (typeof url !== 'string') return asset
  const shown = under(url)
  return shown === url ? asset : { toString: () => shown, url: shown, path }
}

/**
 * Decap's getAsset with its answer shown under the base: the asset itself, or the promise of it
 * (Decap resolves a photo it has not loaded yet later).
 */
export function shownGetAsset<A extends unknown[]>(
  getAsset: (...args: A) => unknown,
  under: (path: string) => string = sitePath,
) {
  return (...args: A): unknown => {
    const asset = getAsset(...args)
    return asset instanceof Promise
      ? asset.then((value) => shownAsset(value, under))
      : shownAsset(asset, under)
  }
}

/**
 * Decap's getAsset for the photos of the entry `entryOf` gives: a photo uploaded but not saved yet
 * (unsaved-upload.ts) by its `blob:` address, any other shown under the base. Used by the form's
 * photo field (form/photo-thumbnail.ts) and by the post's text (body-photos.ts).
 */
export function entryGetAsset(
  getAsset: (path: string, field?: unknown) => unknown,
  entryOf: () => EntryLike | undefined,
  under: (path: string) => string = sitePath,
) {
  const shown = shownGetAsset(getAsset, under)
  return (path: string, field?: unknown): unknown => {
    const blob = typeof path === 'string' ? unsavedUpload(entryOf(), path) : undefined
    return blob ? { toString: () => blob, url: blob, path } : shown(path, field)
  }
}
