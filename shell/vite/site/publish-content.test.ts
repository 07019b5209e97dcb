// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { type Dirent, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'
import { site } from './assembly'
import { sitePages } from '@osck/site-build/site'
import { SITE_PHOTOS } from '@osck/site-build/sample-photos'

const ROOT = fileURLToPath(new URL('../../..', import.meta.url))
const TEMPLATE =
  '<!doctype html><html><head><title>OSCK</title></head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>'

const temp = (name: string) => mkdtempSync(join(tmpdir(), `osck-publish-${name}-`))

function write(root: string, files: Record<string, string | Buffer>): void {
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), body)
  }
}

const photo = (width: number, height: number, seed: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed, g: 90, b: 160 - seed } } })
    .jpeg()
    .toBuffer()

/** Every file under `dir`, as paths relative to it, sorted. */
function files(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort()
}

/** A small site: a post naming an upload, an event, a project, and the site's own photos. */
async function fixture() {
  const content = temp('content')
  write(content, {
    'blog/with-photo.md': `---\ntitle: "With a photo"\ndate: "2026-01-10"\nimage: "/uploads/meetup.jpg"\n---\nText ![Crowd](/uploads/crowd.jpg)\n`,
    'blog/broken.md': '---\ntitle: [unclosed\n---\n',
    'events/meetup.md': '---\ntitle: "Meetup"\ndate: "2026-02-01"\nlocation: "Kampala"\n---\nBody\n',
    'projects/tool.md': '---\ntitle: "Tool"\nstatus: "Active"\nimage: "/uploads/tool.jpg"\n---\nBody\n',
    'uploads/meetup.jpg': await photo(900, 600, 10),
    'uploads/crowd.jpg': await photo(500, 400, 40),
    'uploads/tool.jpg': await photo(420, 300, 80),
    'uploads/unused.jpg': await photo(300, 200, 120),
  })
  // Small stand-ins for the generated site photos, so none is generated or encoded at full size.
  const siteImages = temp('site-images')
  for (const [index, name] of SITE_PHOTOS.entries())
    write(siteImages, { [name]: await photo(410, 300, index) })
  const env = {
    OSCK_CONTENT_ROOT: content,
    OSCK_SITE_IMAGES: siteImages,
    OSCK_IMAGE_CACHE: temp('image-cache'),
    OSCK_CARD_CACHE: temp('card-cache'),
    OSCK_SITE_URL: 'https://osck.example',
  }
  return { content, env }
}

/** The shell build's way: a vite build whose closeBundle runs the shell's site plugin. */
async function shellBuild(env: Record<string, string>): Promise<string> {
  const app = temp('app')
  write(app, { 'index.html': TEMPLATE, 'main.js': 'document.title = "OSCK"\n' })
  const saved = { ...process.env }
  Object.assign(process.env, env)
  try {
    await build({
      root: app,
      configFile: false,
      logLevel: 'silent',
      build: { outDir: join(app, 'dist'), emptyOutDir: true },
      plugins: [sitePages({ site })],
    })
  } finally {
    process.env = saved
  }
  return join(app, 'dist')
}

/** `pnpm pages`'s way: its script, on a build that has only the shell's page. */
function pagesScript(env: Record<string, string>, content: string): string {
  const out = temp('pages')
  write(out, { 'index.html': TEMPLATE })
  const result = spawnSync(process.execPath, ['scripts/build-pages.mjs', content, out], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })
  expect(result.status, result.stderr).toBe(0)
  return out
}

describe('the content publish', () => {
  it('writes the same files from the shell build and from pnpm pages', async () => {
    const { content, env } = await fixture()
    const built = await shellBuild(env)
    const paged = pagesScript(env, content)

    const published = (dir: string) =>
      files(dir).filter((file) => /^(content|uploads|assets[/\\]img|og|blog|events|projects)[/\\]/.test(file))
    expect(published(paged)).toEqual(published(built))
    // …and that set is the whole content step: manifests, variants, pages, cards, feeds, calendars.
    const set = published(paged)
    for (const file of [
      'content/images.json',
      'content/blog/images.json',
      'content/events/images.json',
      'content/projects/images.json',
      'content/blog/index.json',
      'content/blog/list.json',
      'content/blog/with-photo.md',
      'uploads/meetup.jpg',
      'blog/with-photo/index.html',
      'blog/rss.xml',
      'og/blog/with-photo.png',
    ])
      expect(set).toContain(join(file))
    for (const file of ['sitemap.xml', 'events.ics', '404.html', 'robots.txt'])
      expect(files(paged)).toContain(file)
    expect(
      set.filter((file) => /^assets[/\\]img[/\\]meetup-[0-9a-f]{10}-800\.avif$/.test(file)),
    ).toHaveLength(1)

    const manifest = (dir: string, name: string) =>
      JSON.parse(readFileSync(join(dir, 'content', name), 'utf8')) as Record<string, unknown>
    // The lists' data: every file of the index, the readable ones with their front matter.
    expect(manifest(paged, 'blog/list.json')).toEqual(manifest(built, 'blog/list.json'))
    expect(manifest(built, 'blog/list.json')).toEqual({
      files: ['broken.md', 'with-photo.md'],
      items: [
        {
          file: 'with-photo.md',
          frontmatter: { title: 'With a photo', date: '2026-01-10', image: '/uploads/meetup.jpg' },
          readingTime: '1 min read',
        },
      ],
      skipped: [{ file: 'broken.md', error: expect.stringMatching(/^invalid YAML front matter/) }],
    })
    for (const name of ['images.json', 'blog/images.json', 'projects/images.json'])
      expect(manifest(paged, name)).toEqual(manifest(built, name))
    expect(Object.keys(manifest(paged, 'blog/images.json')).sort()).toEqual([
      '/uploads/crowd.jpg',
      '/uploads/meetup.jpg',
    ])

    // The page without JavaScript offers the body photo's variants, never its original.
    const page = readFileSync(join(paged, 'blog/with-photo/index.html'), 'utf8')
    expect(page).toMatch(
      /<source type="image\/avif" srcSet="\/assets\/img\/crowd-[0-9a-f]{10}-400\.avif 400w"/,
    )
    expect(page).toMatch(
      /<img alt="Crowd" loading="lazy"[^>]* src="\/assets\/img\/crowd-[0-9a-f]{10}-400\.jpg"/,
    )
    // (Its path is only data for the app: the marker the app shows the photo from.)
    expect(page).not.toMatch(/\s(?:src|srcSet|href)="[^"]*\/uploads\/crowd\.jpg/)
    expect(page).toContain('data-md-src="/uploads/crowd.jpg"')
  }, 180_000)
})
