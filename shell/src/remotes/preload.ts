import { SECTIONS, type SectionName } from '@osck/shared/remotes'
import { fetchExposed } from './fetchRemote'

/** The remotes the first screen of `pathname` shows: Home has the blog and events teasers. */
export function sectionsForPath(pathname: string): SectionName[] {
  const first = pathname.split('/')[1] ?? ''
  if (first === '' || first === 'home') return ['blog', 'events']
  return (SECTIONS as readonly string[]).includes(first) ? [first as SectionName] : []
}

/**
 * Starts downloading the current page's remotes from the entry module, alongside the shell's own
 * chunks instead of after them. Failures are reported by the section itself (message and Retry).
 */
export function preloadRemotesFor(pathname: string): void {
  for (const section of sectionsForPath(pathname)) fetchExposed(section).catch(() => undefined)
}
