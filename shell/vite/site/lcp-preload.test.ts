// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HERO_LCP_IMAGE } from '../../src/home/heroImages'
import { site } from './assembly'
import { buildSiteFiles, lcpPreloadMarkup } from '@osck/site-build/site'
import { DETAIL_IMAGE_SIZES, type ImageInfo, LIST_IMAGE_SIZES } from '@osck/shared/build-kit'

const info = (base: string): ImageInfo => ({
  width: 4032,
  height: 3024,
  placeholder: 'data:image/webp;base64,AA==',
  base,
  widths: [400, 800],
})

const TEMPLATE =
  '<!doctype html><html><head><title>OSCK</title></head><body><div id="root"></div></body></html>'

function folder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'osck-lcp-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const preloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []

describe('the LCP image preload', () => {
  it("offers the AVIF variants ContentImage's picture offers first, with the screen's sizes", () => {
    const manifest = { '/uploads/meetup.jpg': info('/assets/img/meetup-abc') }
    const tag = lcpPreloadMarkup(manifest, { src: '/uploads/meetup.jpg', sizes: '100vw' })
    expect(tag).toBe(
      '<link rel="preload" as="image" type="image/avif" imageSrcSet="/assets/img/meetup-abc-400.avif 400w, /assets/img/meetup-abc-800.avif 800w" imageSizes="100vw" fetchpriority="high"/>',
    )
  })

  it('preloads nothing for an image without variants (an SVG, an external photo) or no image', () => {
    expect(lcpPreloadMarkup({}, { src: '/images/logo.svg', sizes: '100vw' })).toBe('')
    expect(lcpPreloadMarkup({}, undefined)).toBe('')
  })

  it('each detail page, Home and each list (its first card) preload their own image; the 404 page none', async () => {
    const content = folder({
      'blog/post.md': '---\ntitle: "Post"\ndate: 2025-03-01\nimage: /uploads/post.jpg\n---\nBody',
      'events/meetup.md': '---\ntitle: "Meetup"\ndate: "2025-06-14"\nimage: /uploads/event.jpg\n---\nBody',
      'projects/tool.md': '---\ntitle: "Tool"\nimage: https://elsewhere.example/a.jpg\n---\nBody',
    })
    const out = folder({
      'index.html': TEMPLATE,
      'content/images.json': JSON.stringify({ [HERO_LCP_IMAGE.src]: info('/assets/img/hero-1') }),
      'content/blog/images.json': JSON.stringify({ '/uploads/post.jpg': info('/assets/img/post-2') }),
      'content/events/images.json': JSON.stringify({ '/uploads/event.jpg': info('/assets/img/event-3') }),
    })
    await buildSiteFiles({
      site,
      contentRoot: content,
      outDir: out,
      cacheDir: join(out, '.cache'),
      origin: 'https://osck.example',
    })
    const read = (path: string) => readFileSync(join(out, path), 'utf8')
    const [home] = preloads(read('home/index.html'))
    expect(home).toContain('/assets/img/hero-1-400.avif')
    expect(home).toContain(`imageSizes="${HERO_LCP_IMAGE.sizes}"`)
    const [post] = preloads(read('blog/post/index.html'))
    expect(post).toContain('/assets/img/post-2-800.avif 800w')
    expect(post).toContain(`imageSizes="${DETAIL_IMAGE_SIZES.post}"`)
    expect(preloads(read('events/meetup/index.html'))[0]).toContain(
      `imageSizes="${DETAIL_IMAGE_SIZES.event}"`,
    )
    // An external photo has no variants of the build's.
    expect(preloads(read('projects/tool/index.html'))).toEqual([])
    const [blogList] = preloads(read('blog/index.html'))
    expect(blogList).toContain('/assets/img/post-2-400.avif 400w')
    expect(blogList).toContain(`imageSizes="${LIST_IMAGE_SIZES.card}"`)
    // No event is upcoming: the featured slide shows the newest one.
    const [eventList] = preloads(read('events/index.html'))
    expect(eventList).toContain('/assets/img/event-3-400.avif 400w')
    expect(eventList).toContain(`imageSizes="${LIST_IMAGE_SIZES.featuredEvent}"`)
    for (const path of ['projects/index.html', '404.html']) expect(preloads(read(path)), path).toEqual([])
  })

  it("a list preloads the image of the card it shows first: the newest post, the soonest upcoming event, index.json's first project", async () => {
    const post = (date: string, image: string) => `---\ntitle: "P"\ndate: ${date}\nimage: ${image}\n---\nBody`
    const content = folder({
      'blog/older.md': post('2025-01-01', '/uploads/older.jpg'),
      'blog/newer.md': post('2025-09-01', '/uploads/newer.jpg'),
      'events/long-ago.md': post('2020-01-01', '/uploads/past.jpg'),
      'events/later.md': post('2999-06-01', '/uploads/later.jpg'),
      'events/soon.md': post('2999-01-01', '/uploads/soon.jpg'),
      'projects/b-second.md': '---\ntitle: "B"\nimage: /uploads/b.jpg\n---\nBody',
      'projects/a-first.md': '---\ntitle: "A"\nimage: /uploads/a.jpg\n---\nBody',
    })
    const names = ['older', 'newer', 'past', 'later', 'soon', 'a', 'b']
    const manifest = Object.fromEntries(names.map((n) => [`/uploads/${n}.jpg`, info(`/assets/img/${n}-x`)]))
    const out = folder({
      'index.html': TEMPLATE,
      ...Object.fromEntries(
        ['blog', 'events', 'projects'].map((s) => [`content/${s}/images.json`, JSON.stringify(manifest)]),
      ),
    })
    await buildSiteFiles({
      site,
      contentRoot: content,
      outDir: out,
      cacheDir: join(out, '.cache'),
      origin: 'https://osck.example',
    })
    const preloaded = (path: string) => preloads(readFileSync(join(out, path), 'utf8')).join('\n')
    expect(preloaded('blog/index.html')).toContain('/assets/img/newer-x-400.avif')
    expect(preloaded('events/index.html')).toContain('/assets/img/soon-x-400.avif')
    expect(preloaded('projects/index.html')).toContain('/assets/img/a-x-400.avif')
    for (const path of ['blog/index.html', 'events/index.html', 'projects/index.html'])
      expect(preloads(readFileSync(join(out, path), 'utf8')), path).toHaveLength(1)
  })
})
