// The layout and rebasing of pages-dist/ as plain functions (no browser, no server).
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { rebaseHtml } from '../../scripts/pages-dist/html.mjs'
import { flattenPages } from '../../scripts/pages-dist/layout.mjs'

const PAGE = `<!doctype html><html><head><meta charset="UTF-8" />
<link rel="icon" href="/images/logo.svg" /><script src="/theme-init.js"></script>
<link rel="preload" as="image" imagesrcset="/assets/img/a-400.avif 400w, /assets/img/a-800.avif 800w" />
<link rel="preload" as="image" imageSrcSet="/assets/img/b-400.avif 400w, /assets/img/b-800.avif 800w" />
<meta property="og:url" content="https://u.github.io/osck-site/blog" />
<script type="module" src="/assets/index-AbCdEf12.js"></script></head>
<body><a href="/blog/hello">Hello</a> <a href="#join-us">Join</a> <a href="https://x.example/">x</a>
<img src="//cdn.example/x.png" srcset="/uploads/a-400.jpg 400w,/uploads/a-800.jpg 800w" /></body></html>`

test.describe('the published HTML under a base path', () => {
  test('moves every root-relative URL under the base and names the base', () => {
    const html = rebaseHtml(PAGE, '/osck-site/')
    expect(html).toContain('<meta name="osck-base" content="/osck-site/" />')
    expect(html).toContain('href="/osck-site/images/logo.svg"')
    expect(html).toContain('src="/osck-site/theme-init.js"')
    expect(html).toContain('src="/osck-site/assets/index-AbCdEf12.js"')
    expect(html).toContain('href="/osck-site/blog/hello"')
    expect(html).toContain(
      'imagesrcset="/osck-site/assets/img/a-400.avif 400w, /osck-site/assets/img/a-800.avif 800w"',
    )
    // As React writes it, in the generated pages' LCP preload.
    expect(html).toContain(
      'imageSrcSet="/osck-site/assets/img/b-400.avif 400w, /osck-site/assets/img/b-800.avif 800w"',
    )
    expect(html).toContain('srcset="/osck-site/uploads/a-400.jpg 400w, /osck-site/uploads/a-800.jpg 800w"')
    // Fragments, other hosts and absolute URLs stay.
    expect(html).toContain('href="#join-us"')
    expect(html).toContain('href="https://x.example/"')
    expect(html).toContain('src="//cdn.example/x.png"')
    expect(html).toContain('content="https://u.github.io/osck-site/blog"')
    expect(html).not.toMatch(/(href|src)="\/(?!osck-site\/|\/)/i)
    expect(html).not.toMatch(/srcset="[^"]*(^|[\s,"])\/(?!osck-site\/)/i)
  })

  test('at the root, only names the base; twice is the same as once', () => {
    expect(rebaseHtml(PAGE, '/')).toBe(
      PAGE.replace('<head>', '<head>\n    <meta name="osck-base" content="/" />'),
    )
    const once = rebaseHtml(PAGE, '/a/b/')
    expect(once).toContain('src="/a/b/theme-init.js"')
    expect(rebaseHtml(once, '/a/b/').match(/osck-base/g)).toHaveLength(1)
  })
})

test.describe('the files-only layout', () => {
  test('serves /x from x.html and /blog/<slug> from blog/<slug>.html, keeping feeds and calendars', () => {
    const dir = mkdtempSync(join(tmpdir(), 'osck-layout-'))
    const files = [
      'home/index.html',
      'blog/index.html',
      'blog/a/index.html',
      'blog/rss.xml',
      'events/e/index.html',
      'events/e.ics',
    ]
    for (const file of files) {
      mkdirSync(join(dir, file, '..'), { recursive: true })
      writeFileSync(join(dir, file), file)
    }
    flattenPages(dir)
    const listing = readdirSync(dir, { recursive: true }).map(String).sort()
    expect(listing).toEqual([
      'blog',
      'blog.html',
      'blog/a.html',
      'blog/rss.xml',
      'events',
      'events/e.html',
      'events/e.ics',
      'home.html',
    ])
  })
})
