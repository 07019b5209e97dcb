import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { cacheKey, diskCache } from './disk-cache'

const asText = { read: (stored: Buffer) => stored.toString('utf8'), write: (value: string) => value }
const asJson = {
  read: (stored: Buffer) => JSON.parse(stored.toString('utf8')) as { n: number },
  write: (value: { n: number }) => JSON.stringify(value),
}

describe('diskCache', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'osck-disk-cache-test-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('produces an entry once, then reads it back, in a later build too', async () => {
    const produce = vi.fn(async () => 'made')
    expect(await diskCache(dir).through('a.txt', produce, asText)).toBe('made')
    expect(await diskCache(dir).through('a.txt', produce, asText)).toBe('made')
    expect(produce).toHaveBeenCalledTimes(1)
    // Written whole: no temporary file is left behind.
    expect(readdirSync(dir)).toEqual(['a.txt'])
  })

  it('produces again over an entry its reader rejects, instead of failing the build', async () => {
    const cache = diskCache(dir)
    writeFileSync(join(dir, 'b.json'), '{ not json')
    expect(await cache.through('b.json', async () => ({ n: 1 }), asJson)).toEqual({ n: 1 })
    expect(await cache.through('b.json', async () => ({ n: 2 }), asJson)).toEqual({ n: 1 })
  })

  it('prunes the entries no build has used for two weeks, and keeps the ones just used', async () => {
    const cache = diskCache(dir)
    const monthAgo = new Date(Date.now() - 30 * 24 * 3600 * 1000)
    for (const name of ['stale.txt', 'used.txt']) {
      writeFileSync(join(dir, name), name)
      utimesSync(join(dir, name), monthAgo, monthAgo)
    }
    await cache.through('used.txt', async () => 'again', asText)
    cache.prune()
    expect(readdirSync(dir)).toEqual(['used.txt'])
  })

  it('creates its folder', () => {
    const nested = join(dir, 'x', 'y')
    diskCache(nested)
    expect(existsSync(nested)).toBe(true)
  })
})

describe('cacheKey', () => {
  it('depends on every input and their order', () => {
    expect(cacheKey('a', 'b')).toBe(cacheKey('a', 'b'))
    expect(cacheKey('a', 'b')).not.toBe(cacheKey('b', 'a'))
    expect(cacheKey('a', Buffer.from('b'))).toBe(cacheKey('a', 'b'))
    expect(cacheKey('a')).toMatch(/^[0-9a-f]{64}$/)
  })
})
