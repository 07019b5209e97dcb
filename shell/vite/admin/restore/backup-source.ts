/**
 * The file an existing entry's edits started from, kept beside Decap's local backup of them.
 * Decap's backup holds only the edited file, so a form restored from it would take that file for
 * the one it was opened from (the front matter's SOURCE, save/front-matter.ts). Saving it would
 * then look like someone else's change to GitHub's file (save/conflict.ts refuses), and taking
 * GitHub's file as it is now instead would quietly undo a change another organiser saved since.
 * So the form's own file is kept, by Decap's backup key, in the browser's localStorage (it lasts
 * as long as the backup in IndexedDB does), and given back with the backup.
 */

/** Decap's key for the backup of an existing entry (decap-cms-core's backend.ts). */
export const backupKey = (collection: string, slug: string) => `backup.${collection}.${slug}`

const PREFIX = 'osck-backup-source:'

export interface BackupSources {
  /** Keeps `source` as the file the backup of this entry starts from. */
  keep(collection: string, slug: string, source: string): void
  /** The file the backup of this entry starts from, if kept. */
  of(collection: string, slug: string): string | undefined
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>

export function backupSources(storage: Storage): BackupSources & {
  /** Forgets every source kept for a backup Decap no longer holds (`backups`: its keys). */
  prune(backups: ReadonlySet<string>): void
} {
  return {
    keep(collection, slug, source) {
      const key = PREFIX + backupKey(collection, slug)
      if (storage.getItem(key) !== source) storage.setItem(key, source)
    },
    of: (collection, slug) => storage.getItem(PREFIX + backupKey(collection, slug)) ?? undefined,
    prune(backups) {
      const kept = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '')
      for (const key of kept.filter((key) => key.startsWith(PREFIX)))
        if (!backups.has(key.slice(PREFIX.length))) storage.removeItem(key)
    },
  }
}

/**
 * The keys of Decap's local backups (localForage's IndexedDB store), once IndexedDB answered;
 * undefined when it could not be read. It never creates the database (a new one, with no backup
 * in it yet, is left to localForage, which makes its store in the upgrade) and closes it at once:
 * an open connection would hold up localForage's own upgrade.
 */
export function readBackupKeys(idb: IDBFactory = indexedDB): Promise<ReadonlySet<string> | undefined> {
  return new Promise((done) => {
    const open = idb.open('localforage')
    const answer = (found: IDBValidKey[]) => done(new Set(found.map(String)))
    open.onupgradeneeded = () => (answer([]), open.transaction?.abort())
    open.onerror = () => done(undefined)
    open.onsuccess = () => {
      const db = open.result
      if (!db.objectStoreNames.contains('keyvaluepairs')) return void (db.close(), answer([]))
      const request = db.transaction('keyvaluepairs').objectStore('keyvaluepairs').getAllKeys()
      request.onsuccess = () => answer(request.result)
      request.onerror = () => done(undefined)
      db.close()
    }
  })
}
