// @vitest-environment node
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { site } from './assembly'
import { buildSiteFiles, lastCommits, ROOT_PAGE } from '@osck/site-build/site'
import { folder } from '@osck/site-build/testing'

// What a crawler or link-preview bot reads: the page for `/`, the not-found page, the sitemap.
const TEMPLATE =
  '<!doctype html><html><head><title>OSCK</title><meta name="description" content="app"></head><body><div id="root"></div></body></html>'
const CONTENT = {
  'blog/older.md': '---\ntitle: "Older"\ndate: 2024-05-02\n---\nBody',
  'blog/newer.md': '---\ntitle: "Newer"\ndate: "2025-03-01T18:30"\n---\nBody',
  'events/upcoming.md': '---\ntitle: "Upcoming"\ndate: "2999-01-01"\nlocation: "Kampala"\n---\nBody',
  'projects/tool.md': '---\ntitle: "Tool"\nstatus: "Active"\nstartDate: "2023-01-10"\n---\nBody',
}

let out = ''
const read = (path: string) => readFileSync(join(out, path), 'utf8')

beforeAll(async () => {
  out = folder({ 'index.html': TEMPLATE })
  await buildSiteFiles({
    site,
    contentRoot: folder(CONTENT),
    outDir: out,
    cacheDir: join(out, '.cache'),
    origin: 'https://osck.example',
  })
}, 60_000)

describe('the page for the bare /', () => {
  it("is Home's page: its head, card and links, canonical /home; index.html stays the app page", () => {
    const root = read(ROOT_PAGE)
    expect(root).toBe(read('home/index.html'))
    expect(root).toContain('<title>Open Source Community Kampala</title>')
    expect(root).toMatch(/<meta name="description" content="Open Source Community Kampala brings/)
    expect(root).toContain('<meta property="og:image" content="https://osck.example/og/site.png"/>')
    expect(root).toContain('<link rel="canonical" href="https://osck.example/home"/>')
    for (const path of ['/blog', '/events', '/projects']) expect(root).toContain(`href="${path}"`)
    expect(read('index.html')).toBe(TEMPLATE)
  })
})

describe('the not-found page', () => {
  it('is noindex, with no canonical and no og:url', () => {
    const html = read('404.html')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).not.toContain('rel="canonical"')
    expect(html).not.toContain('og:url')
    expect(html).toContain('Page Not Found')
  })
})

describe('sitemap lastmod', () => {
  const lastmods = () =>
    Object.fromEntries(
      [
        ...read('sitemap.xml').matchAll(
          /<url><loc>https:\/\/osck\.example([^<]*)<\/loc>(?:<lastmod>([^<]*))?/g,
        ),
      ].map(([, path, lastmod]) => [path, lastmod]),
    )

  it("is each post's own date without git history; a list's is its newest item's", () => {
    const dates = lastmods()
    expect(dates['/blog/older']).toBe('2024-05-02T00:00:00.000Z')
    // 18:30 in Kampala (UTC+3).
    expect(dates['/blog/newer']).toBe('2025-03-01T15:30:00.000Z')
    expect(dates['/blog']).toBe(dates['/blog/newer'])
    expect(dates['/projects/tool']).toBe('2023-01-10T00:00:00.000Z')
    expect(dates['/home']).toBe(dates['/blog/newer'])
    // An upcoming event's date is not a change: no lastmod rather than a made-up one.
    expect(dates['/events/upcoming']).toBeUndefined()
    expect(dates['/events']).toBeUndefined()
  })

  it("is the file's last commit when git history is available, none in a shallow clone", () => {
    const repo = folder(CONTENT)
    const git = (cwd: string, date: string, ...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], {
        cwd,
        env: { ...process.env, GIT_COMMITTER_DATE: date, GIT_AUTHOR_DATE: date },
      })
    git(repo, '', 'init', '-q')
    git(repo, '', 'add', '.')
    git(repo, '2026-02-03T10:00:00Z', 'commit', '-qm', 'content')
    writeFileSync(join(repo, 'blog/newer.md'), '---\ntitle: "Newer, edited"\ndate: 2025-03-01\n---\nBody')
    git(repo, '2026-04-05T10:00:00Z', 'commit', '-qam', 'edit')
    const commits = lastCommits(repo)
    expect(commits.get('blog/older.md')?.toISOString()).toBe('2026-02-03T10:00:00.000Z')
    expect(commits.get('blog/newer.md')?.toISOString()).toBe('2026-04-05T10:00:00.000Z')

    const clone = join(mkdtempSync(join(tmpdir(), 'osck-shallow-')), 'site')
    git(tmpdir(), '', 'clone', '-q', '--depth', '1', `file://${repo}`, clone)
    expect(lastCommits(clone).size).toBe(0)
    expect(lastCommits(tmpdir()).size).toBe(0)
  })
})
