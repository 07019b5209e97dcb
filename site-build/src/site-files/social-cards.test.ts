import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderSocialCard } from './social-card'
import { writeCards, type CardJob } from './social-cards'

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('card'),
])
vi.mock('./social-card', () => ({ renderSocialCard: vi.fn(async () => PNG) }))

const JOBS: CardJob[] = [
  { path: '/og/blog/a.png', text: { kicker: 'Blog', title: 'A', details: [] } },
  { path: '/og/events/b%20c.png', text: { kicker: 'Event', title: 'B', details: ['1 May 2026'] } },
]

describe('writeCards', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'osck-cards-test-'))
    vi.mocked(renderSocialCard).mockClear()
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('draws each card once; a later build with the same text copies it from the cache', async () => {
    const cacheDir = join(root, 'cache')
    await writeCards(JOBS, join(root, 'first'), cacheDir)
    await writeCards(JOBS, join(root, 'second'), cacheDir)
    expect(renderSocialCard).toHaveBeenCalledTimes(2)
    expect(readFileSync(join(root, 'second/og/events/b c.png'))).toEqual(PNG)
    expect(readdirSync(cacheDir)).toHaveLength(2)
  })

  it('draws a card again when its text changed or its cached file is not a PNG', async () => {
    const cacheDir = join(root, 'cache')
    await writeCards(JOBS, join(root, 'out'), cacheDir)
    for (const name of readdirSync(cacheDir)) writeFileSync(join(cacheDir, name), 'half a file')
    const retitled = [{ ...JOBS[0]!, text: { ...JOBS[0]!.text, title: 'A, retitled' } }]
    await writeCards([...JOBS, ...retitled], join(root, 'out'), cacheDir)
    expect(renderSocialCard).toHaveBeenCalledTimes(2 + 3)
    expect(readFileSync(join(root, 'out/og/blog/a.png'))).toEqual(PNG)
  })
})
