import { isHomePath, sectionOfPath, type SectionName } from '@osck/shared/remotes'
import { fetchExposed, sectionModuleOf } from './fetchRemote'
import { warmSection } from './warmSection'

export { isHomePath }

/**
 * What the generated page says it shows first (`data-start-section`, `data-start-slug` on the
 * root, written by the build from the section's page declarations): a section's list, or one item.
 * The app page itself (`index.html`, a path the build did not generate) says nothing.
 */
export function startHint(root: Element | null = document.getElementById('root')) {
  const section = sectionOfPath(`/${root?.getAttribute('data-start-section') ?? ''}`)
  if (!section) return undefined
  return { section, slug: root?.getAttribute('data-start-slug') ?? undefined }
}

/**
 * The remotes the first screen of `pathname` shows: the section whose base path it is under. Home's
 * first screen is its own hero: its blog and events teasers start once the hero has painted (see HomePage).
 */
export function sectionsForPath(pathname: string): SectionName[] {
  const section = sectionOfPath(pathname)
  return section ? [section] : []
}

/**
 * Starts downloading the current page's remotes from the entry module, alongside the shell's own
 * chunks instead of after them, and with each remote what its page needs (warmSection).
 * Failures are reported by the section itself (message and Retry).
 */
export function preloadRemotesFor(pathname: string): void {
  for (const section of sectionsForPath(pathname)) {
    fetchExposed(section).then(
      (exposed) => warmSection(sectionModuleOf(exposed), pathname),
      () => undefined,
    )
  }
}
