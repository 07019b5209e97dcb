// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { keepStartupOnly, startupFiles } from './offline'

const PAGE = `<!doctype html><html><head>
<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/bootstrap-AAAAAAAA.js">
<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/__federation_shared_@osck/shared-BBBBBBBB.js">
<script src="/theme-init.js"></script>
<script type="module" crossorigin src="/assets/index-CCCCCCCC.js"></script>
</head><body></body></html>`

describe('the precache', () => {
  it('finds the start-up files of the built page: its entry and its modulepreload list', () => {
    expect([...startupFiles(PAGE)].sort()).toEqual([
      'assets/__federation_shared_@osck/shared-BBBBBBBB.js',
      'assets/bootstrap-AAAAAAAA.js',
      'assets/index-CCCCCCCC.js',
    ])
  })

  it("keeps the page, the start-up code, Home's sections, the update watcher, the not-found page and the other files; lazy code is cached as used", () => {
    const entries = [
      'index.html',
      'theme-init.js',
      'images/logo.svg',
      'assets/index-CCCCCCCC.js',
      'assets/bootstrap-AAAAAAAA.js',
      'assets/HomePage-DDDDDDDD.js',
      'assets/Markdown-EEEEEEEE.js',
      'assets/watchUpdates-FFFFFFFF.js',
      'assets/NotFoundPage-GGGGGGGG.js',
    ].map((url) => ({ url, revision: null, size: 1 }))
    expect(keepStartupOnly(entries, PAGE).manifest.map((entry) => entry.url)).toEqual([
      'index.html',
      'theme-init.js',
      'images/logo.svg',
      'assets/index-CCCCCCCC.js',
      'assets/bootstrap-AAAAAAAA.js',
      'assets/HomePage-DDDDDDDD.js',
      'assets/watchUpdates-FFFFFFFF.js',
      'assets/NotFoundPage-GGGGGGGG.js',
    ])
  })
})
