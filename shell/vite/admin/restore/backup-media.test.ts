import { describe, expect, it } from 'vitest'
import { withLibrary, withOwnPhotos, writeBackupsWithOwnPhotos } from './backup-media'

const listed = (name: string) => ({ id: name, path: `content/uploads/${name}`, displayURL: { id: name } })
const upload = { path: 'content/uploads/new.jpg', name: 'new.jpg', file: new Blob(['photo']) }
const backup = { raw: '---\ntitle: Meetup\n---\n', path: 'content/blog/meetup.md' }

describe('the photos a backup keeps', () => {
  it('are those it holds itself (an upload not saved yet), not the photo library Decap lists with the entry', () => {
    const written = { ...backup, mediaFiles: [upload, listed('a.jpg'), listed('b.jpg')] }
    expect(withOwnPhotos('backup.blog.meetup', written)).toEqual({ ...backup, mediaFiles: [upload] })
    const fromAUrl = { path: 'content/uploads/c.jpg', url: 'https://example.org/c.jpg' }
    expect(withOwnPhotos('backup.blog', { ...backup, mediaFiles: [listed('a.jpg'), fromAUrl] })).toEqual({
      ...backup,
      mediaFiles: [fromAUrl],
    })
  })

  it('leaves anything else as it is: another key, a backup holding all its photos, no list', () => {
    const written = { ...backup, mediaFiles: [listed('a.jpg')] }
    expect(withOwnPhotos('gh.0123', written)).toBe(written)
    expect(withOwnPhotos('backup', backup.raw)).toBe(backup.raw)
    const own = { ...backup, mediaFiles: [upload] }
    expect(withOwnPhotos('backup.blog', own)).toBe(own)
    expect(withOwnPhotos('backup.blog', backup)).toBe(backup)
    expect(withOwnPhotos('backup.blog', null)).toBe(null)
  })
})

describe('the photos of a restored entry', () => {
  it('are the backup’s own, then the library as the form lists it, an upload of the same path the backup’s', () => {
    const form = [listed('new.jpg'), listed('a.jpg'), listed('b.jpg')]
    expect(withLibrary([upload], form)).toEqual([upload, listed('a.jpg'), listed('b.jpg')])
    expect(withLibrary([], form)).toEqual(form)
  })
})

describe('a backup written to IndexedDB', () => {
  /** IDBObjectStore's put as far as used: what each store was given. */
  function stores() {
    const written: [string, unknown, unknown[]][] = []
    const proto = {
      put(this: { name: string }, value: unknown, ...key: unknown[]) {
        written.push([this.name, value, key])
        return {} as IDBRequest<IDBValidKey>
      },
    }
    writeBackupsWithOwnPhotos(proto as never)
    const store = (db: string, name: string) =>
      Object.assign(Object.create(proto), { name, transaction: { db: { name: db } } }) as IDBObjectStore
    return { written, store }
  }

  it('keeps only its own photos in localForage’s store, and any other store is written as given', () => {
    const { written, store } = stores()
    const value = { ...backup, mediaFiles: [upload, listed('a.jpg')] }
    store('localforage', 'keyvaluepairs').put(value, 'backup.blog.meetup')
    store('another', 'keyvaluepairs').put(value, 'backup.blog.meetup')
    store('localforage', 'keyvaluepairs').put({ id: 1 })
    expect(written).toEqual([
      ['keyvaluepairs', { ...backup, mediaFiles: [upload] }, ['backup.blog.meetup']],
      ['keyvaluepairs', value, ['backup.blog.meetup']],
      ['keyvaluepairs', { id: 1 }, []],
    ])
  })
})
