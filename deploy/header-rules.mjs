/**
 * The site's one caching and security policy, by URL path, in the single-origin layout (the shell
 * at `/`, each remote under `/remotes/<section>/`). Every rendering is derived from it:
 * - `pnpm start` sends headersFor(path) (scripts/serve/site.mjs);
 * - the locations of deploy/nginx.conf include deploy/snippets/osck-headers-<rule>.conf, generated
 *   from these rules by `pnpm headers:render` (there each remote has an origin of its own);
 * - `pnpm build:pages` writes `_headers` (Netlify, Cloudflare Pages) and each page's
 *   `<meta http-equiv="Content-Security-Policy">` (scripts/header-rules/render.mjs).
 *
 * Paths use the `_headers` syntax: `:name` is one segment, a whole-segment `*` anything below
 * (`/uploads/*` also matches `/uploads`). A path gets EVERY_ANSWER and the headers of the first
 * rule that matches it; the patterns of rules written to `_headers` never overlap, since those
 * hosts apply every matching block.
 */

const NO_CACHE = 'no-cache'
const FIVE_MINUTES = 'public, max-age=300'
const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * What authors upload is never active content: an SVG opened on its own (a link to it) could run
 * its scripts on the site's origin. Images shown in pages are not affected (a policy applies to
 * the document it comes with).
 */
export const UPLOADS_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

/**
 * Where content images may come from besides the site: any https host, as authors link them
 * (docs/decisions.md, "Images on other hosts"). Never http: (the site refuses those images).
 */
export const CONTENT_IMAGE_SOURCES = 'https:'

/**
 * The content editor (/admin/, docs/editing.md) and nothing else: Decap CMS talks to GitHub's API,
 * previews in a frame of its own and evaluates its bundled libraries' code ('unsafe-eval'). Its
 * images are the site's (CONTENT_IMAGE_SOURCES), so the preview shows what the pages show.
 */
export const ADMIN_CSP = `default-src 'self'; script-src 'self' 'unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: ${CONTENT_IMAGE_SOURCES}; connect-src 'self' blob: https://api.github.com; frame-src 'self' blob:; font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'`

/**
 * The shell's policy. `remoteOrigins`: where the remotes live on origins of their own (nginx's
 * four origins); on one origin they are 'self'. style-src needs 'unsafe-inline': emotion (Chakra
 * UI) injects <style> tags at run time. `extraImgSrc`: more image hosts (OSCK_EXTRA_IMG_SRC).
 * `formOrigins`: where the community's settings send visitors' forms (deploy/form-origins.mjs):
 * the forms post there, and with JavaScript the page reads the answer (form-action, connect-src).
 */
export function shellCsp({ remoteOrigins = '', extraImgSrc = '', formOrigins = '' } = {}) {
  const list = (...sources) => sources.filter(Boolean).join(' ')
  return [
    "default-src 'self'",
    `script-src ${list("'self'", remoteOrigins)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", 'data:', CONTENT_IMAGE_SOURCES, remoteOrigins, extraImgSrc)}`,
    `connect-src ${list("'self'", remoteOrigins, formOrigins)}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${list("'self'", formOrigins)}`,
    "frame-ancestors 'none'",
  ].join('; ')
}

/** A policy as a `<meta http-equiv>` can carry it: frame-ancestors, sandbox and reports are ignored there. */
export const metaPolicy = (policy) =>
  policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^(frame-ancestors|sandbox|report-uri|report-to)\b/.test(directive))
    .join('; ')

/** Headers of every answer, whatever its path. */
export const EVERY_ANSWER = { 'X-Content-Type-Options': 'nosniff' }

const shellHeaders = (topology) => ({
  'Content-Security-Policy': shellCsp(topology),
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
})

/**
 * The rules, first match wins. `headers(topology)`: topology = { remoteOrigins, extraImgSrc }.
 * `fileName`: a further condition on the last segment, which `_headers` cannot express; such a
 * rule, and a rule that would overlap another there, is `staticHosts: false` (those hosts then
 * send their default, `max-age=0, must-revalidate`: never staler than the rule).
 */
export const HEADER_RULES = [
  {
    name: 'revalidated',
    what: 'pages, the app page, the 404 page, feeds and calendars of one item, the manifests, the service worker, the content API: never stale',
    paths: [
      '/',
      '/index.html',
      '/404.html',
      '/root.html',
      '/app-shell',
      '/app-shell.html',
      '/home',
      '/blog',
      '/events',
      '/projects',
      '/blog/:item',
      '/events/:item',
      '/projects/:item',
      '/remotes.json',
      '/sw.js',
      '/manifest.webmanifest',
      '/content/*',
    ],
    headers: (topology) => ({ ...shellHeaders(topology), 'Cache-Control': NO_CACHE }),
  },
  {
    name: 'hashed',
    what: "the shell's hashed bundles, fonts and image variants",
    paths: ['/assets/*'],
    headers: (topology) => ({ ...shellHeaders(topology), 'Cache-Control': IMMUTABLE }),
  },
  {
    name: 'site-file',
    what: 'files of the site without a hash in their name',
    paths: ['/events.ics', '/sitemap.xml', '/robots.txt', '/theme-init.js', '/images/*', '/icons/*', '/og/*'],
    headers: (topology) => ({ ...shellHeaders(topology), 'Cache-Control': FIVE_MINUTES }),
  },
  {
    name: 'upload',
    what: "authors' uploads: also never active content",
    paths: ['/uploads/*'],
    headers: (topology) => ({
      ...shellHeaders(topology),
      'Content-Security-Policy': [shellCsp(topology), UPLOADS_CSP],
      'Cache-Control': FIVE_MINUTES,
    }),
  },
  {
    name: 'editor',
    what: 'the content editor: its own policy, never indexed, revalidated (its files have no hashed names)',
    paths: ['/admin/*'],
    headers: () => ({
      'Content-Security-Policy': ADMIN_CSP,
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Robots-Tag': 'noindex',
      'Cache-Control': NO_CACHE,
    }),
  },
  {
    name: 'remote-entry',
    what: "a remote's entry: revalidated on every use, so a redeployment is picked up on the next load",
    paths: ['/remotes/:section/remoteEntry.js'],
    headers: () => ({ 'Cache-Control': NO_CACHE }),
  },
  {
    name: 'remote-chunk',
    what: "a remote's hashed chunks (name-XXXXXXXX.js)",
    paths: ['/remotes/:section/*'],
    fileName: /-[A-Za-z0-9_-]{8}\.(js|css)$/,
    staticHosts: false,
    headers: () => ({ 'Cache-Control': IMMUTABLE }),
  },
  {
    name: 'remote-file',
    what: "anything else a remote's build holds",
    paths: ['/remotes/:section/*'],
    staticHosts: false,
    headers: () => ({ 'Cache-Control': FIVE_MINUTES }),
  },
]

/** Netlify's and Cloudflare's reading of a `_headers` path (case-insensitive, trailing slash optional). */
export function pathPattern(path) {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment.startsWith(':')) return '([^/]+)'
      if (segment === '*') return '?(.*)'
      if (segment.includes('*')) throw new Error(`${path}: a * must be a whole segment`)
      return segment.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')
    })
  return new RegExp(`^/${segments.join('/')}/?$`, 'i')
}

const compiled = HEADER_RULES.map((rule) => ({ rule, patterns: rule.paths.map(pathPattern) }))

/** The rule of a path (its URL path on one origin), or undefined. */
export function ruleFor(pathname) {
  const fileName = pathname.slice(pathname.lastIndexOf('/') + 1)
  return compiled.find(
    ({ rule, patterns }) =>
      patterns.some((pattern) => pattern.test(pathname)) && (!rule.fileName || rule.fileName.test(fileName)),
  )?.rule
}

/** Every header the policy gives a path; a header with two values is sent twice. */
export function headersFor(pathname, topology = {}) {
  return { ...EVERY_ANSWER, ...ruleFor(pathname)?.headers(topology) }
}
