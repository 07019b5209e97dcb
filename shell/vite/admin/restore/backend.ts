/**
 * Decap keeps a local backup of an unsaved entry and offers it back when the entry is opened again,
 * but after a reload it lost all of it: the new entry's empty form, which waits for the photo
 * listing of content/uploads (the GitHub backend's getMedia, from the network), arrived after the
 * backup (read from the browser's IndexedDB) and replaced it. This registers the GitHub backend
 * under its own name (Decap's registerBackend) with one change: a new entry of a section whose
 * backup was kept answers its listing at once, from the last one this tab saw, so the empty form
 * comes first and the backup, accepted, fills it. The backup holds its own listing and photos.
 */
import { BACKEND } from '../save/widget-names'

export { BACKEND }

export interface MediaFile {
  id: string
  name: string
  path: string
}
type GetMedia = (folder?: string) => Promise<MediaFile[]>
interface Implementation {
  getMedia: GetMedia
}

/** Decap's key for the backup of a section's new entry (decap-cms-core's backend.ts). */
export const newEntryBackupKey = (collection: string) => `backup.${collection}`

/** The section of a new entry's address (`#/collections/events/new`), if it is one. */
export const newEntryOf = (hash: string) => /^#\/collections\/([^/?]+)\/new(?:[?/]|$)/.exec(hash)?.[1]

export interface QuickListing {
  /** The backups' keys when the page loaded; undefined until IndexedDB answered. */
  backups(): ReadonlySet<string> | undefined
  hash(): string
  storage: Pick<Storage, 'getItem' | 'setItem'>
}

/**
 * `getMedia` answered from the tab's last listing (or none) for the first opening of a section's
 * new entry that has a backup; otherwise from GitHub, keeping the listing for next time.
 */
export function quickListing(getMedia: GetMedia, { backups, hash, storage }: QuickListing): GetMedia {
  const answered = new Set<string>()
  const cacheKey = (folder?: string) => `osck-media-listing:${folder ?? ''}`
  return (folder) => {
    const fresh = getMedia(folder).then((files) => {
      storage.setItem(cacheKey(folder), JSON.stringify(files))
      return files
    })
    const section = newEntryOf(hash())
    if (!section || answered.has(section) || !backups()?.has(newEntryBackupKey(section))) return fresh
    answered.add(section)
    fresh.catch(() => undefined)
    return Promise.resolve(JSON.parse(storage.getItem(cacheKey(folder)) ?? '[]') as MediaFile[])
  }
}

/**
 * The keys of Decap's local backups (localForage's IndexedDB store), read once at load. It never
 * creates the database (a new one is left to localForage, which makes its store in the upgrade)
 * and closes it at once: an open connection would hold up localForage's own upgrade.
 */
export function readBackupKeys(idb: IDBFactory = indexedDB): () => ReadonlySet<string> | undefined {
  let keys: ReadonlySet<string> | undefined
  const done = (found: IDBValidKey[]) => (keys = new Set(found.map(String)))
  const open = idb.open('localforage')
  open.onupgradeneeded = () => open.transaction?.abort()
  open.onerror = () => done([])
  open.onsuccess = () => {
    const db = open.result
    if (!db.objectStoreNames.contains('keyvaluepairs')) return void (db.close(), done([]))
    const request = db.transaction('keyvaluepairs').objectStore('keyvaluepairs').getAllKeys()
    request.onsuccess = () => done(request.result)
    request.onerror = () => done([])
    db.close()
  }
  return () => keys
}

interface DecapBackends {
  getBackend(name: string): { init(...args: unknown[]): Implementation }
  registerBackend(name: string, backend: unknown): void
}

export function registerRestoringBackend(cms: DecapBackends, win: Window = window) {
  const backups = readBackupKeys()
  function RestoringGitHub(...args: unknown[]) {
    const github = cms.getBackend('github').init(...args)
    github.getMedia = quickListing(github.getMedia.bind(github), {
      backups,
      hash: () => win.location.hash,
      storage: win.sessionStorage,
    })
    return github
  }
  cms.registerBackend(BACKEND, RestoringGitHub)
}
