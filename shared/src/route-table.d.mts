/** Home, then each section by name: its base path. */
export declare const SITE_PATHS: Readonly<{
  home: '/home'
  blog: '/blog'
  events: '/events'
  projects: '/projects'
}>
export type PathOwner = keyof typeof SITE_PATHS

/** Anything with a path pattern: a section's declared page, a generated page's route. */
export interface RoutePath {
  /** URL pattern; `:slug` stands for one path segment. */
  readonly path: string
}

export declare function pageFolders(): string[]
export declare function pathOwner(pathname: string): PathOwner | undefined
export declare function routeRegExp(path: string): RegExp
export declare function matchRoute<R extends RoutePath>(
  pathname: string,
  routes: readonly R[],
): { route: R; params: Record<string, string> } | undefined
/** Fixed paths before patterns, then the list's order: the order in which routes are tried. */
export declare function byPrecedence<R extends RoutePath>(routes: readonly R[]): R[]
export declare function routeUrl(route: RoutePath, params?: Record<string, string>): string
export declare function pageFile(url: string): string
