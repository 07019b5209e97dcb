import { byPrecedence } from '../site-paths.mjs'

/** A section of the site: the name its remote, content and base path go by. */
export type SectionKey = 'blog' | 'events' | 'projects'

/** One page a section declares (its `src/pages.ts`): the app, the build and the servers read it. */
export interface PageDeclaration {
  /** Under the section's base path: `/events`, `/events/past`, `/events/:slug`. */
  readonly path: string
  /**
   * What the page shows first: the section's list, or the item its `:slug` names. The generated page
   * says so, and the shell's start-up fetches it beside the code.
   */
  readonly content?: 'list' | 'item'
  /** A fixed page's own title and description (head, social previews); an item page's come from the item. */
  readonly title?: string
  readonly description?: string
}

export type SectionPages = Readonly<Record<string, PageDeclaration>>

/**
 * A section's pages, each named for its screen and its generated page. The types do the work here
 * (this runs in the remote's first chunk); the site's assembly refuses a page outside the section.
 */
export const definePages = <const P extends SectionPages>(_section: SectionKey, pages: P): P => pages

/** The declared pages as a list, each with its name, fixed paths before `:slug` patterns. */
export const pageList = <P extends SectionPages>(pages: P) =>
  byPrecedence(Object.entries(pages).map(([name, page]) => ({ ...page, name: name as keyof P & string })))

/** The fixed paths of a section (`/events/past`): no content file may take one as its slug. */
export const fixedPaths = (pages: SectionPages): string[] =>
  Object.values(pages)
    .map((page) => page.path)
    .filter((path) => !path.includes(':'))
