export { pageFolders, pathOwner, SITE_PATHS, type PathOwner } from './site-paths.mjs'

/** Anything with a path pattern: a section's declared page, a generated page's route. */
export interface RoutePath {
  /** URL pattern; `:slug` stands for one path segment. */
  readonly path: string
}

export declare function routeRegExp(path: string): RegExp
export declare function matchRoute<R extends RoutePath>(
  pathname: string,
  routes: readonly R[],
): { route: R; params: Record<string, string> } | undefined
/** Fixed paths before patterns, then the list's order: the order in which routes are tried. */
export declare function byPrecedence<R extends RoutePath>(routes: readonly R[]): R[]
export declare function routeUrl(route: RoutePath, params?: Record<string, string>): string
export declare function pageFile(url: string): string
