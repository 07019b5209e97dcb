/** Who renders a route: the shell itself, or a section's remote. */
export type RouteOwner = 'shell' | 'blog' | 'events' | 'projects'

export interface SiteRoute {
  /** URL pattern; `:slug` stands for one path segment. */
  readonly path: string
  readonly owner: RouteOwner
  /** What the owner renders there; a section's remote starts that screen's code as it arrives. */
  readonly screen: string
  /** What the generated page (no JavaScript, social previews) shows: its builder in site-build. */
  readonly page: string
  /** A page people arrive on from outside: it has its own generated HTML and is in the sitemap. */
  readonly landing: boolean
}

export declare const SITE_ROUTES: readonly SiteRoute[]
export declare function routeRegExp(path: string): RegExp
export declare function matchRoute(
  pathname: string,
  routes?: readonly SiteRoute[],
): { route: SiteRoute; params: Record<string, string> } | undefined
/** Fixed paths before patterns, then the table's order: the order in which routes are tried. */
export declare function byPrecedence(routes: readonly SiteRoute[]): SiteRoute[]
export declare function routeUrl(route: SiteRoute, params?: Record<string, string>): string
export declare function pageFile(url: string): string
export declare function pageFolders(routes?: readonly SiteRoute[]): string[]
