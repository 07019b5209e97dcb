import { SECTIONS, type SectionName } from '@osck/shared/remotes'
import { fetchExposed } from './fetchRemote'

const isSection = (segment: string): segment is SectionName =>
  (SECTIONS as readonly string[]).includes(segment)

/** Home, at `/home` or at `/` (which redirects there). */
export function isHomePath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? ''
  return first === '' || first === 'home'
}

/** A section's detail screen (`/blog/<slug>`, `/events/<slug>`, `/projects/<id>`): it shows markdown. */
export function isDetailPath(pathname: string): boolean {
  const [, first = '', second = ''] = pathname.split('/')
  return isSection(first) && second !== ''
}

/** The remotes the first screen of `pathname` shows: Home has the blog and events teasers. */
export function sectionsForPath(pathname: string): SectionName[] {
  if (isHomePath(pathname)) return ['blog', 'events']
  const first = pathname.split('/')[1] ?? ''
  return isSection(first) ? [first] : []
}

/**
 * Starts downloading the current page's remotes from the entry module, alongside the shell's own
 * chunks instead of after them. Failures are reported by the section itself (message and Retry).
 */
export function preloadRemotesFor(pathname: string): void {
  for (const section of sectionsForPath(pathname)) fetchExposed(section).catch(() => undefined)
}
