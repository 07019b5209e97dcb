import { describe, expect, it, vi } from 'vitest'
import { newEntryOf, quickListing, type MediaFile } from './backend'

const listing: MediaFile[] = [{ id: 'a1', name: 'old.jpg', path: 'content/uploads/old.jpg' }]
const memory = () => {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  }
}

describe('the photo listing of a new entry whose backup was kept', () => {
  it('reads a new entry’s section from its address', () => {
    expect(newEntryOf('#/collections/events/new')).toBe('events')
    expect(newEntryOf('#/collections/blog/new?title=x')).toBe('blog')
    expect(newEntryOf('#/collections/events/entries/meetup')).toBeUndefined()
    expect(newEntryOf('#/collections/events')).toBeUndefined()
  })

  it('answers at once, from the tab’s last listing, the first time a section with a backup opens a new entry', async () => {
    const storage = memory()
    const github = vi.fn(async () => listing)
    let hash = '#/collections/events'
    const backups = new Set<string>()
    const getMedia = quickListing(github, { backups: () => backups, hash: () => hash, storage })
    expect(await getMedia('content/uploads')).toEqual(listing)
    backups.add('backup.events')
    hash = '#/collections/events/new'
    github.mockImplementation(() => new Promise(() => {}))
    const order: string[] = []
    const quick = getMedia('content/uploads').then((files) => order.push(`listing ${files.length}`))
    await Promise.resolve().then(() => order.push('a task later'))
    await quick
    // Before anything that waits for a task (IndexedDB, where Decap reads its backup).
    expect(order).toEqual(['listing 1', 'a task later'])
    // Once per section: the next opening asks GitHub again.
    github.mockImplementation(async () => [])
    expect(await getMedia('content/uploads')).toEqual([])
  })

  it('asks GitHub when no backup was kept, or before IndexedDB answered', async () => {
    const github = vi.fn(async () => listing)
    const hash = () => '#/collections/events/new'
    await quickListing(github, { backups: () => new Set(), hash, storage: memory() })('x')
    await quickListing(github, { backups: () => undefined, hash, storage: memory() })('x')
    expect(github).toHaveBeenCalledTimes(2)
  })

  it('answers no photos when the tab never listed them: the backup brings its own listing', async () => {
    const getMedia = quickListing(async () => listing, {
      backups: () => new Set(['backup.blog']),
      hash: () => '#/collections/blog/new',
      storage: memory(),
    })
    expect(await getMedia('content/uploads')).toEqual([])
  })
})
