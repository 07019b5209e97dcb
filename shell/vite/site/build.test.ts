// @vitest-environment node
import { parseFeed } from '@rowanmanning/feed-parser'
import ICAL from 'ical.js'
import { imageSize } from 'image-size'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { site } from './assembly'
import { buildSiteFiles } from '@osck/site-build/site'

function folder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'osck-pages-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

const TEMPLATE =
  '<!doctype html><html><head><title>OSCK</title></head><body><div id="app-loader"></div><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>'

describe('buildSiteFiles', () => {
  it('writes every route, card, feed and calendar; a broken file is skipped everywhere', async () => {
    const content = folder({
      'blog/good.md':
        '---\ntitle: "Good post"\ndate: 2025-03-01\n---\nHello **world**.\n<script>alert(1)</script>\n',
      'blog/broken.md': '---\ntitle: [unclosed\n---\nBody',
      'events/all-day.md': '---\ntitle: "All day"\ndate: "2025-06-14"\nlocation: "Kampala"\n---\nBody',
      'events/evening.md': '---\ntitle: "Evening"\ndate: "2025-06-20T18:30"\nlocation: "Online"\n---\nBody',
      'events/no-title.md': '---\ndate: "2025-06-20"\n---\nBody',
      'projects/tool.md': '---\ntitle: "Tool"\nstatus: "Active"\n---\nBody',
      // Slug '..': readable, but no folder of that name may be written.
      'blog/...md': '---\ntitle: "dots"\n---\n',
    })
    const out = folder({ 'index.html': TEMPLATE })
    const report = await buildSiteFiles({
      site,
      contentRoot: content,
      outDir: out,
      cacheDir: join(out, '.cache'),
      origin: 'https://osck.example',
    })

    expect(report.problems.map((p) => p.file).sort()).toEqual([
      join('blog', 'broken.md'),
      join('events', 'no-title.md'),
    ])
    const read = (path: string) => readFileSync(join(out, path), 'utf8')
    const post = read('blog/good/index.html')
    expect(post).toContain('<title>Good post | Open Source Community Kampala</title>')
    expect(post).toContain('<strong>world</strong>')
    expect(post).not.toContain('<script>alert(1)</script>')
    expect(post).toContain('src="/assets/index-abc.js"')
    expect(existsSync(join(out, 'blog/broken'))).toBe(false)
    expect(read('404.html')).toContain('Page Not Found')
    for (const path of [
      'home',
      'blog',
      'events',
      'projects',
      'events/all-day',
      'events/evening',
      'projects/tool',
    ]) {
      expect(existsSync(join(out, path, 'index.html')), path).toBe(true)
    }

    for (const card of ['og/site.png', 'og/blog/good.png', 'og/events/evening.png', 'og/projects/tool.png']) {
      const bytes = readFileSync(join(out, card))
      expect(imageSize(bytes), card).toMatchObject({ width: 1200, height: 630, type: 'png' })
      expect(bytes.length).toBeLessThanOrEqual(300 * 1024)
    }
    expect(existsSync(join(out, 'og/blog/broken.png'))).toBe(false)
    expect(existsSync(join(out, 'og/blog/...png'))).toBe(false)

    expect(parseFeed(read('blog/rss.xml')).items.map((i) => i.title)).toEqual(['Good post'])
    expect(parseFeed(read('blog/atom.xml')).items.map((i) => i.title)).toEqual(['Good post'])
    expect(JSON.parse(read('blog/feed.json')).items).toHaveLength(1)

    const events = new ICAL.Component(ICAL.parse(read('events.ics'))).getAllSubcomponents('vevent')
    const byTitle = Object.fromEntries(events.map((v) => [new ICAL.Event(v).summary, new ICAL.Event(v)]))
    expect(Object.keys(byTitle).sort()).toEqual(['All day', 'Evening'])
    expect(byTitle['All day']!.startDate.isDate).toBe(true)
    expect(byTitle['All day']!.startDate.toString()).toBe('2025-06-14')
    expect(byTitle['Evening']!.startDate.isDate).toBe(false)
    expect(byTitle['Evening']!.startDate.toJSDate().toISOString()).toBe('2025-06-20T15:30:00.000Z')
    expect(existsSync(join(out, 'events/evening.ics'))).toBe(true)

    const sitemap = read('sitemap.xml')
    expect(sitemap).toContain('<loc>https://osck.example/blog/good</loc>')
    expect(sitemap).not.toContain('broken')
    expect(read('robots.txt')).toContain('Sitemap: https://osck.example/sitemap.xml')

    // Run again without the post: its page, card and feed entry are gone (no stale 200), and so is
    // a section's file it no longer publishes, while the shell's own files stay.
    writeFileSync(join(content, 'blog/good.md'), 'not front matter')
    writeFileSync(join(out, 'events.zz-dropped.ics'), 'BEGIN:VCALENDAR')
    writeFileSync(join(out, 'remotes.json'), '{}')
    await buildSiteFiles({
      site,
      contentRoot: content,
      outDir: out,
      cacheDir: join(out, '.cache'),
      origin: 'https://osck.example',
    })
    expect(existsSync(join(out, 'blog/good/index.html'))).toBe(false)
    expect(existsSync(join(out, 'og/blog/good.png'))).toBe(false)
    expect(parseFeed(read('blog/rss.xml')).items).toEqual([])
    expect(existsSync(join(out, 'events.zz-dropped.ics'))).toBe(false)
    expect(existsSync(join(out, 'events.ics'))).toBe(true)
    expect(read('remotes.json')).toBe('{}')
  }, 60_000)
})
