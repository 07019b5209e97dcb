import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { post, serve } from './fake-server'
import { imageInfo, imageManifestVersion, variantSrcSet, variantsUncertain } from './image-manifest'
import { checkContentIndexes, loadBlogPosts, resetContentCache } from './load'

const INFO = { width: 4032, height: 3024, placeholder: 'data:image/webp;base64,AA', base: '/assets/img/a-1', widths: [400, 800] }

beforeEach(() => {
  resetContentCache()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.unstubAllGlobals())

describe('image manifests', () => {
  it('come with a section’s files: the images are known when the items arrive', async () => {
    const fetchMock = serve({
      '/content/blog/index.json': JSON.stringify(['a.md']),
      '/content/blog/a.md': post('A', 'image: /uploads/a.jpg\n'),
      '/content/blog/images.json': JSON.stringify({ '/uploads/a.jpg': INFO }),
    })
    const [item] = await loadBlogPosts()
    expect(imageInfo(item!.image)).toEqual(INFO)
    expect(variantSrcSet(INFO, 'avif')).toBe('/assets/img/a-1-400.avif 400w, /assets/img/a-1-800.avif 800w')
    const calls = fetchMock.mock.calls.map((call) => call[0])
    // Requested before the index is even read: no extra round trip.
    expect(calls.indexOf('/content/blog/images.json')).toBeLessThan(calls.indexOf('/content/blog/index.json'))
  })

  it('a missing or broken manifest never hides the items; its photos wait for nothing and show no original', async () => {
    serve({
      '/content/blog/index.json': JSON.stringify(['a.md']),
      '/content/blog/a.md': post('A', 'image: /uploads/a.jpg\n'),
      '/content/blog/images.json': '{ not json',
    })
    const before = imageManifestVersion()
    expect(await loadBlogPosts()).toHaveLength(1)
    expect(imageInfo('/uploads/a.jpg')).toBeUndefined()
    expect(variantsUncertain('/uploads/a.jpg')).toBe('unreadable')
    expect(variantsUncertain('/images/hero.jpg')).toBeUndefined()
    expect(imageManifestVersion()).toBeGreaterThan(before)
  })

  it('the site’s own images are requested at start-up', async () => {
    const fetchMock = serve({ '/content/images.json': JSON.stringify({ '/images/hero.jpg': INFO }) })
    await checkContentIndexes()
    expect(fetchMock.mock.calls.map((call) => call[0])).toContain('/content/images.json')
    expect(imageInfo('/images/hero.jpg')).toEqual(INFO)
  })
})
