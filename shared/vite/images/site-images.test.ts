// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkImages } from './check'
import { describeProblems } from './index'
import { buildSiteImages } from './site-images'

let root: string
let options: { contentRoot: string; siteImagesDir: string; cacheDir: string }

const photo = (width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') => {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 30 } } })
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer()
}

function write(path: string, body: string | Buffer) {
  const file = join(root, path)
  mkdirSync(join(file, '..'), { recursive: true })
  writeFileSync(file, body)
}

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), 'osck-images-'))
  options = {
    contentRoot: join(root, 'content'),
    siteImagesDir: join(root, 'site'),
    cacheDir: join(root, 'cache'),
  }
  write('content/uploads/wide.jpg', await photo(2000, 1000))
  write('content/uploads/small.png', await photo(300, 200, 'png'))
  write('content/uploads/broken.jpg', 'not an image at all')
  write('content/uploads/drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
  write('content/uploads/unused.jpg', await photo(500, 500))
  write('site/hero.jpg', await photo(900, 600))
  write(
    'content/blog/a.md',
    '---\ntitle: A\nimage: "public/uploads/wide.jpg"\n---\nText\n\n![](uploads/small.png)\n',
  )
  write('content/events/b.md', '---\ntitle: B\nimage: /uploads/broken.jpg\n---\n![x](/uploads/drawing.svg)\n')
  write('content/projects/c.md', '---\ntitle: C\nimage: https://example.org/c.jpg\n---\nNo images.\n')
})

afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('buildSiteImages', () => {
  it('makes AVIF, WebP and JPEG variants at every width up to the original, never wider', async () => {
    const images = await buildSiteImages(options)
    const wide = images.images.find((image) => image.url === '/uploads/wide.jpg')!
    expect(wide.info).toMatchObject({ width: 2000, height: 1000, widths: [400, 800, 1200, 1600] })
    expect([...wide.files.keys()]).toHaveLength(12)
    const avif = [...wide.files].find(([name]) => name.endsWith('-800.avif'))!
    expect(avif[0]).toMatch(/^assets\/img\/wide-[0-9a-f]{10}-800\.avif$/)
    expect(await sharp(avif[1]).metadata()).toMatchObject({ format: 'heif', width: 800, height: 400 })
    const small = images.images.find((image) => image.url === '/uploads/small.png')!
    expect(small.info.widths).toEqual([300])
  })

  it('writes one manifest per section and one for the site, with a tiny placeholder', async () => {
    const images = await buildSiteImages(options)
    const blog = images.manifests.get('content/blog/images.json')!
    expect(Object.keys(blog)).toEqual(['/uploads/wide.jpg', '/uploads/small.png'])
    expect(blog['/uploads/wide.jpg']!.placeholder).toMatch(/^data:image\/webp;base64,/)
    expect(blog['/uploads/wide.jpg']!.placeholder.length).toBeLessThan(400)
    expect(Object.keys(images.manifests.get('content/images.json')!)).toEqual(['/images/hero.jpg'])
    // Unreferenced uploads, drawings and other hosts are left alone.
    expect(images.manifests.get('content/events/images.json')).toEqual({})
    expect(images.manifests.get('content/projects/images.json')).toEqual({})
    expect(images.images.map((image) => image.url)).not.toContain('/uploads/unused.jpg')
  })

  it('skips an unreadable file and names it with the content file and field using it', async () => {
    const images = await buildSiteImages(options)
    expect(images.problems.map((problem) => problem.url)).toEqual(['/uploads/broken.jpg'])
    const [line] = describeProblems(images)
    expect(line).toContain('/uploads/broken.jpg')
    expect(line).toContain('events/b.md (image)')
    expect(images.images).toHaveLength(3)
  })

  it('encodes nothing on a second run with unchanged images, and only a changed one after that', async () => {
    const first = await buildSiteImages(options)
    expect(first.encoded).toBe(3)
    const cached = readdirSync(options.cacheDir).length
    const second = await buildSiteImages(options)
    expect(second.encoded).toBe(0)
    expect(readdirSync(options.cacheDir)).toHaveLength(cached)
    expect(second.manifests).toEqual(first.manifests)
    write('content/uploads/wide.jpg', await photo(1000, 1000))
    const third = await buildSiteImages(options)
    expect(third.encoded).toBe(1)
    expect(third.manifests.get('content/blog/images.json')!['/uploads/wide.jpg']!.widths).toEqual([400, 800])
  })
})

describe('checkImages', () => {
  it('names the content file and field of each photo that cannot be decoded', async () => {
    write('content/uploads/truncated.jpg', (await photo(800, 600)).subarray(0, 200))
    write('content/blog/t.md', '---\ntitle: T\n---\n![cut](/uploads/truncated.jpg)\n')
    const problems = await checkImages(options.contentRoot)
    expect(problems.map(({ file, field, url }) => `${file} ${field} ${url}`)).toEqual([
      'blog/t.md body /uploads/truncated.jpg',
      'events/b.md image /uploads/broken.jpg',
    ])
  })
})
