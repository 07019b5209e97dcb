// @vitest-environment node
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { processImages } from './pipeline'

describe('processImages', () => {
  it('builds side by side that encode the same photo into one cache all find every variant they publish', async () => {
    const root = mkdtempSync(join(tmpdir(), 'osck-pipeline-'))
    const file = join(root, 'crowd.jpg')
    writeFileSync(
      file,
      await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 90, b: 160 } } })
        .jpeg()
        .toBuffer(),
    )
    const cache = join(root, 'cache')
    const source = { url: '/uploads/crowd.jpg', file }
    const builds = await Promise.all([1, 2, 3].map(() => processImages([source], cache)))
    for (const build of builds) {
      expect(build.problems.map((p) => p.error)).toEqual([])
      const files = [...build.images[0]!.files.values()]
      expect(files.length).toBeGreaterThan(1)
      for (const variant of files) expect(existsSync(variant), variant).toBe(true)
    }
    // One entry stays; the others' folders are gone.
    expect(readdirSync(cache)).toHaveLength(1)
  })
})
