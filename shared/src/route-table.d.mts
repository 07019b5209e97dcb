export { byPrecedence, pageFolders, pathOwner, SITE_PATHS, type PathOwner } from './site-paths.mjs'

/** Anything with a path pattern: a section's declared page, a generated page's route. */
export interface RoutePath {
  /** URL pattern; `:slug` stands for one path segment. */
  readonly path: string
}

export declare function routeUrl(route: RoutePath, params?: Record<string, string>): string
export declare function pageFile(url: string): string
