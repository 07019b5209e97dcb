import { describe, expect, it } from 'vitest'
import { backupKey, backupSources, readBackupKeys } from './backup-source'

function memoryStorage(items = new Map<string, string>()) {
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size
    },
  }
}

describe('the file a backup of an existing entry started from', () => {
  it('is kept by Decap’s backup key, one per entry, the latest kept', () => {
    const storage = memoryStorage()
    const sources = backupSources(storage)
    sources.keep('events', 'meetup', 'first')
    sources.keep('events', 'meetup', 'second')
    expect(sources.of('events', 'meetup')).toBe('second')
    expect(sources.of('events', 'other')).toBeUndefined()
    expect([...storage.items.keys()]).toEqual([`osck-backup-source:${backupKey('events', 'meetup')}`])
  })

  it('is forgotten once Decap holds no backup of the entry; the rest of localStorage is left alone', () => {
    const storage = memoryStorage(new Map([['decap-cms-user', '{}']]))
    const sources = backupSources(storage)
    sources.keep('blog', 'kept', 'a')
    sources.keep('blog', 'saved', 'b')
    sources.prune(new Set(['backup', 'backup.blog', backupKey('blog', 'kept')]))
    expect(sources.of('blog', 'kept')).toBe('a')
    expect(sources.of('blog', 'saved')).toBeUndefined()
    expect(storage.getItem('decap-cms-user')).toBe('{}')
  })
})

/** IndexedDB's open request as far as readBackupKeys uses it. */
interface OpenRequest {
  result?: unknown
  transaction?: { abort(): void }
  onupgradeneeded(): void
  onsuccess(): void
  onerror(): void
}

/** IndexedDB whose open request `answer` answers. */
function indexedDbWith(answer: (open: OpenRequest) => void) {
  return {
    open() {
      const open = {} as OpenRequest
      queueMicrotask(() => answer(open))
      return open
    },
  } as unknown as IDBFactory
}

describe('the keys of Decap’s backups', () => {
  it('are none while localForage never made its database, which is left for it to make', async () => {
    let aborted = false
    const idb = indexedDbWith((open) => {
      open.transaction = { abort: () => (aborted = true) }
      open.onupgradeneeded()
      open.onerror()
    })
    expect(await readBackupKeys(idb)).toEqual(new Set())
    expect(aborted).toBe(true)
  })

  it('are read from its store, the database closed at once; unknown when IndexedDB fails', async () => {
    let closed = false
    const request = { result: ['backup.blog', 'backup.blog.meetup'], onsuccess: () => {} }
    const idb = indexedDbWith((open) => {
      open.result = {
        objectStoreNames: { contains: (name: string) => name === 'keyvaluepairs' },
        transaction: () => ({ objectStore: () => ({ getAllKeys: () => request }) }),
        close: () => (closed = true),
      }
      open.onsuccess()
      request.onsuccess()
    })
    expect(await readBackupKeys(idb)).toEqual(new Set(['backup.blog', 'backup.blog.meetup']))
    expect(closed).toBe(true)
    expect(await readBackupKeys(indexedDbWith((open) => open.onerror()))).toBeUndefined()
  })
})
