import { isHomePath, SECTIONS, sectionScreen, type SectionName } from '@osck/shared/remotes'
import { matchRoute } from '@osck/shared/route-table'
import { fetchExposed, sectionModuleOf } from './fetchRemote'
import { warmSection } from './warmSection'

export { isHomePath }

/** A section's detail screen (`/blog/<slug>`, `/events/<slug>`, `/projects/<id>`): it shows markdown. */
export function isDetailPath(pathname: string): boolean {
  return SECTIONS.some((section) => sectionScreen(section, pathname) === 'detail')
}

/** The slug a detail path names (`/blog/<slug>`), decoded as the router does; else undefined. */
export function detailSlug(section: SectionName, pathname: string): string | undefined {
  const match = matchRoute(pathname)
  return match?.route.owner === section && match.route.screen === 'detail' ? match.params.slug : undefined
}

/**
 * The remotes the first screen of `pathname` shows. Home's first screen is its own hero: its blog
 * and events teasers start once the hero has painted (see HomePage).
 */
export function sectionsForPath(pathname: string): SectionName[] {
  if (isHomePath(pathname)) return []
  return SECTIONS.filter((section) => sectionScreen(section, pathname) !== undefined)
}

/**
 * Starts downloading the current page's remotes from the entry module, alongside the shell's own
 * chunks instead of after them, and with each remote what its screen needs (warmSection).
 * Failures are reported by the section itself (message and Retry).
 */
export function preloadRemotesFor(pathname: string): void {
  for (const section of sectionsForPath(pathname)) {
    fetchExposed(section).then(
      (exposed) => warmSection(section, sectionModuleOf(exposed), pathname),
      () => undefined,
    )
  }
}
