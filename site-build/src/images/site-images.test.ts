// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
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

describe('phone photos', () => {
  // The start of an iPhone HEIC: its file type box, then no picture data that can be decoded.
  const damagedHeic = Buffer.concat([
    Buffer.from('000000186674797068656963000000006d69663168656963', 'hex'),
    Buffer.alloc(64, 7),
  ])
  // A real iPhone-sized HEIC (HEVC inside), made as e2e/editor/fixtures/README.md says.
  const iphoneHeic = readFileSync(new URL('../../../e2e/editor/fixtures/iphone-photo.heic', import.meta.url))

  it('publishes a photo named with and without percent-encoding once', async () => {
    write('content/uploads/my photo.jpg', await photo(900, 600))
    write(
      'content/blog/p.md',
      '---\ntitle: P\nimage: /uploads/my photo.jpg\n---\n![](/uploads/my%20photo.jpg)\n',
    )
    const images = await buildSiteImages(options)
    const [plain, encoded] = ['/uploads/my photo.jpg', '/uploads/my%20photo.jpg'].map(
      (url) => images.images.find((image) => image.url === url)!,
    )
    expect(plain!.info.base).toMatch(/^\/assets\/img\/my_photo-[0-9a-f]{10}$/)
    expect(encoded!.info).toEqual(plain!.info)
    expect([...encoded!.files.keys()]).toEqual([...plain!.files.keys()])
  })

  it('turns a photo the way its camera recorded it (EXIF orientation)', async () => {
    write(
      'content/uploads/upright.jpg',
      await sharp(await photo(900, 600))
        .withMetadata({ orientation: 6 })
        .toBuffer(),
    )
    write('content/blog/u.md', '---\ntitle: U\nimage: /uploads/upright.jpg\n---\n')
    const upright = (await buildSiteImages(options)).images.find(
      (image) => image.url === '/uploads/upright.jpg',
    )!
    expect(upright.info).toMatchObject({ width: 600, height: 900, widths: [400] })
    const webp = [...upright.files].find(([name]) => name.endsWith('-400.webp'))![1]
    expect(await sharp(webp).metadata()).toMatchObject({ width: 400, height: 600 })
  })

  it('reads a file whose name has a stray % (not percent-encoding) in the build and the check', async () => {
    write('content/uploads/50%off.jpg', await photo(500, 300))
    write('content/uploads/50%cut.jpg', 'not an image at all')
    write('content/blog/s.md', '---\ntitle: S\nimage: /uploads/50%off.jpg\n---\n![](/uploads/50%cut.jpg)\n')
    const images = await buildSiteImages(options)
    expect(images.images.find((image) => image.url === '/uploads/50%off.jpg')!.info.base).toMatch(
      /^\/assets\/img\/50_off-[0-9a-f]{10}$/,
    )
    const checked = await checkImages(options.contentRoot)
    expect(checked.map(({ file, url }) => `${file} ${url}`)).toContain('blog/s.md /uploads/50%cut.jpg')
  })

  it('lays the JPEG fallback of a transparent PNG on white', async () => {
    const clear = { r: 0, g: 0, b: 0, alpha: 0 }
    write(
      'content/uploads/clear.png',
      await sharp({ create: { width: 500, height: 300, channels: 4, background: clear } })
        .png()
        .toBuffer(),
    )
    write('content/blog/c.md', '---\ntitle: C\nimage: /uploads/clear.png\n---\n')
    const images = await buildSiteImages(options)
    const clearImage = images.images.find((image) => image.url === '/uploads/clear.png')!
    const jpg = [...clearImage.files].find(([name]) => name.endsWith('-400.jpg'))![1]
    const { channels } = await sharp(jpg).stats()
    expect(channels.map((channel) => Math.round(channel.mean))).toEqual([255, 255, 255])
  })

  it('makes variants of an AV1 HEIF and of an iPhone HEIC, and names a damaged HEIC, with what to do', async () => {
    write(
      'content/uploads/camera.heif',
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c65a1e' } })
        .heif({ compression: 'av1' })
        .toBuffer(),
    )
    write('content/uploads/iphone.HEIC', iphoneHeic)
    write('content/uploads/damaged.heic', damagedHeic)
    write(
      'content/blog/h.md',
      '---\ntitle: H\nimage: /uploads/camera.heif\n---\n![](/uploads/iphone.HEIC) ![](/uploads/damaged.heic)\n',
    )
    const images = await buildSiteImages(options)
    const made = (url: string) => images.images.find((image) => image.url === url)?.info
    expect(made('/uploads/camera.heif')!.widths).toEqual([400, 800])
    expect(made('/uploads/iphone.HEIC')).toMatchObject({
      width: 4032,
      height: 3024,
      widths: [400, 800, 1200, 1600],
    })
    const variant = [...images.images.find((image) => image.url === '/uploads/iphone.HEIC')!.files].find(
      ([name]) => name.endsWith('-1600.jpg'),
    )![1]
    expect(await sharp(variant).metadata()).toMatchObject({ width: 1600, height: 1200, channels: 3 })
    expect(images.problems.map((problem) => problem.url).filter((url) => /hei[cf]$/i.test(url))).toEqual([
      '/uploads/damaged.heic',
    ])
    expect(images.problems.find((entry) => entry.url === '/uploads/damaged.heic')!.error).toMatch(
      /\(a HEIC photo: export it as JPEG\)$/,
    )
    const checked = await checkImages(options.contentRoot)
    expect(checked.filter((entry) => /hei[cf]$/i.test(entry.url))).toEqual([
      {
        file: 'blog/h.md',
        field: 'body',
        url: '/uploads/damaged.heic',
        error: expect.stringMatching(/\(a HEIC photo: export it as JPEG\)$/),
      },
    ])
  }, 60_000) // decodes a 12-megapixel HEIC in WebAssembly: seconds alone, several times that on a busy two-core host
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
