/**
 * What the service worker does with each request: the routing table, kept free of Workbox so it is
 * read (and unit-tested) as data. `sw.ts` turns each entry into a Workbox strategy. Order matters:
 * the first matching route answers.
 */
export type StrategyName = 'network-first' | 'cache-first' | 'stale-while-revalidate'

export interface RequestFacts {
  /** The request's URL is on the shell's origin. */
  sameOrigin: boolean
  /** A page navigation (request.mode === 'navigate'). */
  navigate: boolean
}

export interface RuntimeRoute {
  name: string
  strategy: StrategyName
  cacheName: string
  /** network-first only: after this many seconds the cached copy answers. */
  networkTimeoutSeconds?: number
  /** Cache size limit (least recently used entries go first) and age limit. */
  maxEntries?: number
  maxAgeSeconds?: number
  /** Tell open pages when a cached copy was served and the network then brought a different one. */
  notifyWhenStale?: boolean
  matches(url: URL, facts: RequestFacts): boolean
}

/** Short: on a flaky 3G connection the cached copy answers instead of a long wait. */
export const NETWORK_TIMEOUT_SECONDS = 3
/** The shell page every navigation falls back to (precached with the shell's build), beside the worker. */
export const SHELL_PAGE = 'index.html'

/**
 * A same-origin URL as the routes read it: the worker's scope (the site's base path, `/osck-site/`
 * on a project's GitHub Pages site) taken off, so `/osck-site/content/…` is `/content/…`.
 */
export function withinScope(url: URL, scopePath: string): URL {
  if (scopePath === '/' || !url.pathname.startsWith(scopePath)) return url
  return new URL(url.pathname.slice(scopePath.length - 1) + url.search, url.origin)
}

const DAY = 24 * 60 * 60
const EDITOR_PATH = /^\/admin(?:\/|$)/
/** Vite's content-hashed file names (`name-XXXXXXXX.js`): a new build never reuses a name. */
const HASHED_CODE = /-[A-Za-z0-9_-]{8}\.(?:js|css)$/
/**
 * A section's index and list data; the image manifests (which variant to show), offline whatever
 * the HTTP cache keeps.
 */
const CONTENT_INDEX = /^\/content\/(?:[^/]+\/(?:index|list)|(?:[^/]+\/)?images)\.json$/
const IMAGE_FILE = /\.(?:avif|webp|jpe?g|png|gif|svg)$/i
/** Uploads (originals), the site's drawings and the image pipeline's variants. */
const IMAGE_FOLDERS = ['/uploads/', '/images/', '/assets/img/']

export const RUNTIME_ROUTES: readonly RuntimeRoute[] = [
  {
    name: 'pages',
    strategy: 'network-first',
    // Never stored: the precached shell page answers when the network cannot (see sw.ts).
    cacheName: 'precache',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    // The editor (/admin/) is no page of the site: offline it must not turn into the app's 404.
    matches: (url, { navigate }) => navigate && !EDITOR_PATH.test(url.pathname),
  },
  {
    name: 'remotes-manifest',
    strategy: 'network-first',
    cacheName: 'osck-remotes',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    notifyWhenStale: true,
    matches: (url, { sameOrigin }) => sameOrigin && url.pathname === '/remotes.json',
  },
  {
    // Same-origin (/remotes/<section>/) or a remote's own origin: a redeploy must be seen at once.
    name: 'remote-entries',
    strategy: 'network-first',
    cacheName: 'osck-remotes',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    maxEntries: 30,
    notifyWhenStale: true,
    matches: (url) => url.pathname.endsWith('/remoteEntry.js'),
  },
  {
    name: 'content-indexes',
    strategy: 'network-first',
    cacheName: 'osck-content',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    matches: (url, { sameOrigin }) => sameOrigin && CONTENT_INDEX.test(url.pathname),
  },
  {
    // The index (network-first) decides which files exist; an edited file shows on the next visit.
    name: 'content-files',
    strategy: 'stale-while-revalidate',
    cacheName: 'osck-content-files',
    maxEntries: 2000,
    matches: (url, { sameOrigin }) =>
      sameOrigin && url.pathname.startsWith('/content/') && url.pathname.endsWith('.md'),
  },
  {
    // The shell's /assets/ outside the precache (a newer build) and every remote's chunks, on any origin.
    name: 'hashed-code',
    strategy: 'cache-first',
    cacheName: 'osck-code',
    maxEntries: 600,
    maxAgeSeconds: 90 * DAY,
    matches: (url) => HASHED_CODE.test(url.pathname),
  },
  {
    name: 'images',
    strategy: 'cache-first',
    cacheName: 'osck-images',
    maxEntries: 200,
    maxAgeSeconds: 30 * DAY,
    matches: (url, { sameOrigin }) =>
      sameOrigin &&
      IMAGE_FOLDERS.some((folder) => url.pathname.startsWith(folder)) &&
      IMAGE_FILE.test(url.pathname),
  },
]

/** The route that answers a request, or undefined: the browser goes to the network as usual. */
export function routeFor(url: URL, facts: RequestFacts): RuntimeRoute | undefined {
  return RUNTIME_ROUTES.find((route) => route.matches(url, facts))
}
