import type { Header } from '@netlify/headers-parser'
import { parseHeadersFile } from '../support/headers-file'
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { headersFor, ruleFor } from '../../deploy/header-rules.mjs'
import { Stack } from '../deploy/support/stack'
import { contentOf } from '../pages/content-files'
import { expect, test } from './support'

/**
 * One policy: for the same paths, `pnpm start` (scripts/serve.mjs), deploy/nginx.conf (real nginx,
 * four origins) and the `_headers` that `pnpm build:pages` wrote send the same cache and security
 * headers, the ones deploy/header-rules.mjs gives.
 */
const POLICY_HEADERS = [
  'cache-control',
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'x-robots-tag',
]
const BASE_PORT = Number(process.env.PAGES_BASE_PORT ?? 4301) + 10
const SECTIONS = ['blog', 'events', 'projects'] as const

type Answer = Record<string, string>
const lowerCased = (headers: Record<string, string | string[]>): Answer =>
  Object.fromEntries(
    Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), [value].flat().join(', ')])
      .filter(([name]) => POLICY_HEADERS.includes(name!)),
  )

async function answered(url: string): Promise<Answer> {
  const response = await fetch(url, { redirect: 'manual' })
  expect(response.status, url).toBeLessThan(400)
  return Object.fromEntries(
    POLICY_HEADERS.flatMap((name) =>
      response.headers.has(name) ? [[name, response.headers.get(name)!]] : [],
    ),
  )
}

/** What a host reading `_headers` sends for `url`: every matching block applies. */
const fromHeadersFile = (rules: Header[], url: string) =>
  lowerCased(
    Object.assign({}, ...rules.filter((rule) => rule.forRegExp.test(url)).map((rule) => rule.values)),
  )

/** Paths of every kind, taken from the builds (single-origin layout). */
function representativePaths() {
  const shell = readFileSync('shell/dist/index.html', 'utf8')
  const bundle = /src="(\/assets\/[^"]+\.js)"/.exec(shell)![1]!
  const imageVariant = readdirSync('shell/dist/assets/img')[0]!
  const upload = readdirSync('shell/dist/uploads').find((file) => file.endsWith('.svg'))!
  const chunk = readdirSync('blog-app/dist').find((file) => /-[\w-]{8}\.js$/.test(file))!
  return [
    '/',
    '/home',
    '/blog',
    `/blog/${contentOf('blog')[0]!.slug}`,
    '/blog/rss.xml',
    `/events/${contentOf('events')[0]!.slug}`,
    `/events/${contentOf('events')[0]!.slug}.ics`,
    `/projects/${contentOf('projects')[0]!.slug}`,
    '/events.ics',
    '/index.html',
    '/404.html',
    bundle,
    `/assets/img/${imageVariant}`,
    '/remotes.json',
    '/sw.js',
    '/manifest.webmanifest',
    '/content/blog/index.json',
    `/uploads/${upload}`,
    '/images/logo.svg',
    '/icons/icon-192.png',
    '/og/site.png',
    '/sitemap.xml',
    '/robots.txt',
    '/theme-init.js',
    '/admin/',
    '/admin/config.yml',
    ...SECTIONS.map((section) => `/remotes/${section}/remoteEntry.js`),
    `/remotes/blog/${chunk}`,
  ]
}

const startOrigin = `http://127.0.0.1:${BASE_PORT}`

/** `pnpm start` and nginx (deploy/nginx.conf), for one test: tests run in parallel workers. */
async function withServers(run: (nginx: Stack) => Promise<void>) {
  const start = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, PORT: String(BASE_PORT), HOST: '127.0.0.1', OSCK_EXTRA_IMG_SRC: '' },
    stdio: 'ignore',
  })
  const nginx = await Stack.start(BASE_PORT + 1)
  try {
    await expect(async () => expect((await fetch(`${startOrigin}/home`)).ok).toBe(true)).toPass()
    await run(nginx)
  } finally {
    start.kill()
    await nginx.stop()
  }
}

test.describe('one policy: _headers, deploy/nginx.conf and pnpm start', () => {
  test.skip(({ site }) => site.base !== '/', 'once: it reads the _headers of both trees')

  test('every path gets the same cache and security headers from each rendering', () =>
    withServers(async (nginx) => {
      const remoteOrigins = SECTIONS.map((section) => nginx.origins[section]).join(' ')
      const singleOrigin = (answer: Answer) => {
        const policy = answer['content-security-policy']
        if (!policy) return answer
        return { ...answer, 'content-security-policy': policy.replaceAll(` ${remoteOrigins}`, '') }
      }
      const files = {
        '/': await parseHeadersFile('e2e/.tmp/pages/root/_headers'),
        '/osck-site/': await parseHeadersFile('e2e/.tmp/pages/base/_headers'),
      }
      for (const path of representativePaths()) {
        const remote = /^\/remotes\/(blog|events|projects)(\/.*)$/.exec(path)
        const nginxUrl = remote
          ? `${nginx.origins[remote[1] as (typeof SECTIONS)[number]]}${remote[2]}`
          : `${nginx.origins.shell}${path}`
        const fromStart = await answered(`${startOrigin}${path}`)
        expect.soft(fromStart, `pnpm start ${path}`).toEqual(lowerCased(headersFor(path)))
        expect.soft(singleOrigin(await answered(nginxUrl)), `nginx ${nginxUrl}`).toEqual(fromStart)
        // A rule those hosts cannot express (a remote's hashed chunk) leaves them their default.
        const onStaticHosts =
          ruleFor(path)?.staticHosts === false ? { 'x-content-type-options': 'nosniff' } : fromStart
        for (const [base, rules] of Object.entries(files))
          expect.soft(fromHeadersFile(rules, base + path.slice(1)), `_headers ${base}`).toEqual(onStaticHosts)
      }
    }))

  test('every top-level file and folder of the builds has a rule', () => {
    // A folder holding index.html is a page (`/home`); a page `x.html` of a files-only host is `/x`.
    const urlOf = (dir: string, name: string, isDirectory: boolean) => {
      if (isDirectory) return readdirSync(join(dir, name)).includes('index.html') ? `/${name}` : `/${name}/x`
      const page = /^(?!index\.|404\.|root\.|app-shell\.)(.+)\.html$/.exec(name)
      return `/${page ? page[1] : name}`
    }
    for (const dir of ['shell/dist', 'e2e/.tmp/pages/root'])
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (['.nojekyll', '_headers'].includes(entry.name)) continue
        const path = urlOf(dir, entry.name, entry.isDirectory())
        expect.soft(ruleFor(path), `${dir}: ${path}`).toBeDefined()
      }
  })
})
