// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { heavyImages, describeHeavy } from './heavy'
import { buildSiteImages } from './site-images'

const temp = () => mkdtempSync(join(tmpdir(), 'osck-heavy-'))

function write(root: string, files: Record<string, string | Buffer>): void {
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), body)
  }
}

describe('heavy images', () => {
  it('names every image a page downloads above the budget, with its pages and content files', async () => {
    const content = temp()
    const drawing = `<svg xmlns="http://www.w3.org/2000/svg"><!-- ${'x'.repeat(450 * 1024)} --></svg>`
    write(content, {
      'blog/post.md': '---\ntitle: "Post"\nimage: "/uploads/huge.svg"\n---\n![Photo](/uploads/photo.jpg)\n',
      'projects/tool.md': '---\ntitle: "Tool"\nimage: "/uploads/broken.jpg"\n---\nBody\n',
      'uploads/huge.svg': drawing,
      // Not a photo sharp can read: served as its original, 450 KB.
      'uploads/broken.jpg': randomBytes(450 * 1024),
      'uploads/photo.jpg': await sharp({
        create: { width: 900, height: 600, channels: 3, background: '#b83d0b' },
      })
        .jpeg()
        .toBuffer(),
    })
    const site = await buildSiteImages({ contentRoot: content, siteImagesDir: temp(), cacheDir: temp() })

    const heavy = heavyImages(site, content)
    expect(heavy.map(({ url, served, usedBy, pages }) => ({ url, served, usedBy, pages }))).toEqual([
      {
        url: '/uploads/huge.svg',
        served: '/uploads/huge.svg',
        usedBy: ['blog/post.md (image)'],
        pages: ['/blog', '/blog/post'],
      },
      {
        url: '/uploads/broken.jpg',
        served: '/uploads/broken.jpg',
        usedBy: ['projects/tool.md (image)'],
        pages: ['/projects', '/projects/tool'],
      },
    ])
    expect(describeHeavy(heavy[0]!)).toMatch(
      /^\/uploads\/huge\.svg makes \/blog, \/blog\/post download 45\d KB \(\/uploads\/huge\.svg; budget 400 KB\), named by blog\/post\.md \(image\)$/,
    )
    // A photo with variants is weighed by its heaviest AVIF or WebP variant, never its original.
    const photo = heavyImages(site, content, 0).find((image) => image.url === '/uploads/photo.jpg')
    expect(photo?.served).toMatch(/^\/assets\/img\/photo-[0-9a-f]{10}-(400|800)\.(avif|webp)$/)
  })
})
