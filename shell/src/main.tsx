import {
  checkContentIndexes,
  loadBlogPost,
  loadBlogPosts,
  loadEvent,
  loadEvents,
  loadProject,
  loadProjects,
} from '@osck/shared/content-load'
import type { SectionName } from '@osck/shared/remotes'
import {
  keepStaticBody,
  restoreStaticBody,
  startBodyRenderer,
  storeStaticBody,
} from '@osck/shared/static-body'
import { routePath } from '@osck/shared/site-base'
import { afterFirstScreen } from './offline/afterFirstScreen'
import { loadManifest } from './remotes/manifest'
import { isHomePath, preloadRemotesFor, startHint } from './remotes/preload'
import { loadHomePage } from './routes/home-page-chunk'

/*
 * This module imports nothing that goes through the federation runtime, so it runs as soon as it
 * arrives: the remotes manifest, this page's remotes and this page's content download alongside
 * React and the shared gateway, not after them. (The content module here is the same instance the
 * gateway re-exports, so the screens find it already loading.)
 */
const LOADERS: Record<SectionName, () => Promise<unknown>> = {
  blog: loadBlogPosts,
  events: loadEvents,
  projects: loadProjects,
}
/** A detail page reads its own file first; the rest of its section follows once it shows. */
const DETAIL_LOADERS: Record<SectionName, (slug: string) => Promise<unknown>> = {
  blog: loadBlogPost,
  events: loadEvent,
  projects: loadProject,
}

// Before the app replaces the generated page: an item page shows the body it holds. Served the
// shell page instead (offline, by the worker), it shows the body a visit online stored.
const heldBody = keepStaticBody()
if (!heldBody && navigator.serviceWorker?.controller) void restoreStaticBody(window.location.pathname)
// The route, without the site's base path (a project's GitHub Pages site lives under /<repo>/).
const path = routePath(window.location.pathname)
void loadManifest()
preloadRemotesFor(path)
void checkContentIndexes()
// What the generated page says it shows first (its section's declaration): the list, or one item.
const start = startHint()
if (start) {
  const load = start.slug === undefined ? LOADERS[start.section]() : DETAIL_LOADERS[start.section](start.slug)
  void load.catch(() => undefined)
}
// Code the first screen needs besides its remote: Home's screen, an item page's body renderer.
// (Their screens report a failed download themselves.)
if (isHomePath(path)) void loadHomePage().catch(() => undefined)
if (start?.slug !== undefined) void startBodyRenderer().catch(() => undefined)
void import('./bootstrap')
// The service worker (offline reading, instant repeat visits): production builds only, once the
// first screen shows. Its warm-up reads the resource timings: keep all of a long page's, not 250.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  performance.setResourceTimingBufferSize(2000)
  afterFirstScreen(() => {
    void import('./offline/register').then((m) => m.registerServiceWorker())
    if (heldBody) void storeStaticBody(window.location.pathname).catch(() => undefined)
  })
}
