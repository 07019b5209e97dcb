// The header rule table and its renderings as plain data (no browser, no server): the e2e runner
// is the one that may read deploy/ and scripts/.
import type { Header } from '@netlify/headers-parser'
import { parseHeadersFile } from '../support/headers-file'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import {
  ADMIN_CSP,
  EVERY_ANSWER,
  headersFor,
  HEADER_RULES,
  ruleFor,
  shellCsp,
} from '../../deploy/header-rules.mjs'
import { headersFile, nginxSnippets } from '../../scripts/header-renderings.mjs'
import { adminMetaCsp, metaCsp } from '../../scripts/pages-dist/security.mjs'

const SNIPPETS = join(process.cwd(), 'deploy/snippets')

/** Paths of every kind the site serves, in the single-origin layout. */
export const REPRESENTATIVE_PATHS = [
  '/',
  '/home',
  '/blog',
  '/blog/hello-kampala',
  '/blog/rss.xml',
  '/events/meetup.2026',
  '/events/meetup.ics',
  '/events.ics',
  '/projects/osck-site',
  '/index.html',
  '/404.html',
  '/app-shell.html',
  '/assets/index-AbCdEf12.js',
  '/assets/img/photo-3afd5e3608-400.avif',
  '/remotes.json',
  '/sw.js',
  '/manifest.webmanifest',
  '/content/blog/index.json',
  '/content/blog/hello.md',
  '/uploads/x.svg',
  '/images/logo.svg',
  '/icons/icon-192.png',
  '/og/blog/hello.png',
  '/sitemap.xml',
  '/robots.txt',
  '/theme-init.js',
  '/admin/',
  '/admin/config.yml',
  '/remotes/blog/remoteEntry.js',
  '/remotes/blog/BlogGrid-KAB4amnv.js',
  '/remotes/events/__federation_shared_@osck/shared-CWqfWfbo.js',
]

/** What Netlify answers for a path from a parsed `_headers`: every matching block applies. */
function netlifyHeaders(rules: Header[], path: string) {
  const matching = rules.filter((rule) => rule.forRegExp.test(path))
  const names = matching.flatMap((rule) => Object.keys(rule.values))
  // A header set by two matching blocks would be merged differently by Netlify and Cloudflare.
  expect(names.length, `${path}: a header set twice: ${names.join(', ')}`).toBe(new Set(names).size)
  return Object.assign({}, ...matching.map((rule) => rule.values)) as Record<string, string>
}

async function parsedHeadersFile(base: string) {
  const file = join(mkdtempSync(join(tmpdir(), 'osck-headers-')), '_headers')
  writeFileSync(file, headersFile(base))
  return parseHeadersFile(file)
}

/** The policy's answer as a host reading `_headers` gives it (a header sent twice: one line). */
function expectedOnStaticHosts(path: string) {
  const rule = ruleFor(path)
  const headers = rule?.staticHosts === false ? EVERY_ANSWER : headersFor(path)
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, [value].flat().join(', ')]))
}

test.describe('one policy, three renderings', () => {
  test('every representative path has a rule', () => {
    for (const path of REPRESENTATIVE_PATHS) expect(ruleFor(path), path).toBeDefined()
    expect(ruleFor('/remotes/blog/remoteEntry.js')?.name).toBe('remote-entry')
    expect(ruleFor('/remotes/blog/BlogGrid-KAB4amnv.js')?.name).toBe('remote-chunk')
    expect(ruleFor('/events.ics')?.name).toBe('site-file')
    expect(headersFor('/admin/config.yml')['X-Robots-Tag']).toBe('noindex')
    expect(headersFor('/uploads/x.svg')['Content-Security-Policy']).toContain(
      "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
    )
  })

  test('the committed nginx snippets are the ones rendered from the rules', () => {
    const rendered = nginxSnippets()
    const committed = readdirSync(SNIPPETS).filter((file) => file.startsWith('osck-headers-'))
    expect(committed.sort()).toEqual(Object.keys(rendered).sort())
    for (const [file, text] of Object.entries(rendered))
      expect(readFileSync(join(SNIPPETS, file), 'utf8'), `${file}: run pnpm headers:render`).toBe(text)
  })

  for (const base of ['/', '/osck-site/']) {
    test(`_headers under ${base} gives each path the policy's headers, in few non-overlapping blocks`, async () => {
      const rules = await parsedHeadersFile(base)
      expect(rules.length).toBeLessThan(50)
      for (const path of REPRESENTATIVE_PATHS) {
        const url = base + path.slice(1)
        expect(netlifyHeaders(rules, url), url).toEqual(expectedOnStaticHosts(path))
      }
    })
  }

  test('the meta policies are the header policies less what a meta policy cannot carry', () => {
    const withoutFrameAncestors = (policy: string) => policy.replace("; frame-ancestors 'none'", '')
    expect(metaCsp('')).toBe(withoutFrameAncestors(shellCsp()))
    expect(metaCsp('https://images.example')).toBe(
      withoutFrameAncestors(shellCsp({ extraImgSrc: 'https://images.example' })),
    )
    expect(adminMetaCsp()).toBe(withoutFrameAncestors(ADMIN_CSP))
    expect(HEADER_RULES.map((rule) => rule.name)).toContain('revalidated')
  })
})
