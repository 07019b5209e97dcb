/**
 * The photos a local backup names. Decap lists the whole photo library with every entry it opens
 * (its mediaFiles: what the editor's photo library shows), keeps that list in each backup, and on
 * reading a backup back fetches from GitHub every photo in it that the backup does not hold itself
 * (decap-cms-core's retrieveLocalBackup): on a phone, reopening one entry downloaded the library.
 * The form never shows those downloads: it shows a published photo from the site by its
 * `/uploads/<file>`, as when the entry is opened from GitHub. So a backup is written with only the
 * photos it holds (uploads not saved yet, as Decap keeps them), and a restored entry takes the
 * library's list from the form of the same entry, just listed again from GitHub.
 */

/** A photo of an entry's mediaFiles, as Decap keeps it (decap-cms-core's MediaFile). */
export interface MediaFile {
  path?: string
  /** The bytes of an upload not saved yet, kept in the backup. */
  file?: unknown
  url?: unknown
}

/** A backup as Decap writes it with localForage (decap-cms-core's BackupEntry). */
interface Backup {
  raw: string
  mediaFiles?: MediaFile[]
}

/** Decap's key for a backup of an entry: `backup.<collection>` (new) or `backup.<collection>.<slug>`. */
const isEntryBackup = (key: unknown): key is string => typeof key === 'string' && key.startsWith('backup.')

const holdsItself = (file: MediaFile) => Boolean(file.file || file.url)

/** The backup to write: `value` with only the photos it holds itself, anything else as it is. */
export function withOwnPhotos(key: unknown, value: unknown): unknown {
  if (!isEntryBackup(key) || !value || typeof value !== 'object') return value
  const { mediaFiles } = value as Backup
  if (!Array.isArray(mediaFiles) || mediaFiles.every(holdsItself)) return value
  return { ...value, mediaFiles: mediaFiles.filter(holdsItself) }
}

/**
 * The photos of a restored entry: the backup's own, then the library as the form of the entry
 * lists it (an unsaved upload of the same path is the backup's).
 */
export function withLibrary(backup: readonly MediaFile[], form: readonly MediaFile[]): MediaFile[] {
  const own = new Set(backup.map((file) => file.path))
  return [...backup, ...form.filter((file) => !own.has(file.path))]
}

type Put = (this: IDBObjectStore, value: unknown, key?: IDBValidKey) => IDBRequest<IDBValidKey>

/**
 * Every backup Decap writes, written with only its own photos: localForage's `put` into its
 * store (`keyvaluepairs` of the `localforage` database), wrapped before Decap's bundle runs.
 */
export function writeBackupsWithOwnPhotos(store: { put: Put } = IDBObjectStore.prototype) {
  const put = store.put
  store.put = function (this: IDBObjectStore, value: unknown, ...key: [IDBValidKey?]) {
    const decaps = this.name === 'keyvaluepairs' && this.transaction.db.name === 'localforage'
    return put.call(this, decaps ? withOwnPhotos(key[0], value) : value, ...key)
  }
}
