import { pathOwner, SITE_PATHS } from './site-paths.mjs'
import { sitePath } from './site-base'

/**
 * The one place where remote names, ports and base paths are defined. Read by
 * every vite config, by the shell at run time and by the e2e tests.
 */
export const SECTIONS = ['blog', 'events', 'projects'] as const
export type SectionName = (typeof SECTIONS)[number]

export interface RemoteDefinition {
  /** Federation container name (must be a valid JS identifier). */
  readonly federationName: string
  /** Workspace folder and package name. */
  readonly packageName: string
  /** Route prefix the shell mounts the section under. */
  readonly basePath: `/${string}`
  /** Where the composed production server publishes the remote's build. */
  readonly publicPath: `/${string}/`
  /** Port of the remote's own dev/preview server. */
  readonly port: number
}

export const REMOTES: Readonly<Record<SectionName, RemoteDefinition>> = {
  blog: {
    federationName: 'blog_app',
    packageName: 'blog-app',
    basePath: SITE_PATHS.blog,
    publicPath: '/remotes/blog/',
    port: 5101,
  },
  events: {
    federationName: 'events_app',
    packageName: 'events-app',
    basePath: SITE_PATHS.events,
    publicPath: '/remotes/events/',
    port: 5102,
  },
  projects: {
    federationName: 'projects_app',
    packageName: 'projects-app',
    basePath: SITE_PATHS.projects,
    publicPath: '/remotes/projects/',
    port: 5103,
  },
}

export const SHELL_PORT = 5100
/** The single module every remote exposes. */
export const EXPOSED_MODULE = './section'
export const REMOTE_ENTRY_FILE = 'remoteEntry.js'
/** Served next to the shell; maps section → remoteEntry URL at run time. */
export const REMOTES_MANIFEST_PATH = '/remotes.json'

/** Where the shell finds a remote that `/remotes.json` does not name: beside it, under the site's base. */
export function defaultRemoteEntryUrl(section: SectionName): string {
  return sitePath(`${REMOTES[section].publicPath}${REMOTE_ENTRY_FILE}`)
}

/** Home, at `/home` or at `/` (which redirects there). */
export function isHomePath(pathname: string): boolean {
  return pathname === '/' || pathname === '' || pathOwner(pathname) === 'home'
}

/** The section whose base path `pathname` is under (its remote renders it), or undefined. */
export function sectionOfPath(pathname: string): SectionName | undefined {
  const owner = pathOwner(pathname)
  return owner === undefined || owner === 'home' ? undefined : owner
}
