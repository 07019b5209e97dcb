import type { SectionName } from '@osck/shared'
import { SECTIONS } from '@osck/shared/remotes'
import { loadSection } from './loadSection'

/** The remotes the first screen of `pathname` shows: Home has the blog and events teasers. */
export function sectionsForPath(pathname: string): SectionName[] {
  const first = pathname.split('/')[1] ?? ''
  if (first === '' || first === 'home') return ['blog', 'events']
  return (SECTIONS as readonly string[]).includes(first) ? [first as SectionName] : []
}

/**
 * Starts loading the current page's remotes while React renders the shell, instead of after
 * the first render. Failures are reported by the section itself (its message and Retry).
 */
export function preloadRemotesFor(pathname: string): void {
  for (const section of sectionsForPath(pathname)) loadSection(section).catch(() => undefined)
}
