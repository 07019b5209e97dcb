import { checkContentIndexes, loadBlogPosts, loadEvents, loadProjects } from '@osck/shared/content-load'
import type { SectionName } from '@osck/shared/remotes'
import { loadManifest } from './remotes/manifest'
import { preloadRemotesFor, sectionsForPath } from './remotes/preload'

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

void loadManifest()
preloadRemotesFor(window.location.pathname)
void checkContentIndexes()
for (const section of sectionsForPath(window.location.pathname))
  void LOADERS[section]().catch(() => undefined)
void import('./bootstrap')
