/** Home, then each section by name: its base path. */
export declare const SITE_PATHS: {
  readonly home: '/home'
  readonly blog: '/blog'
  readonly events: '/events'
  readonly projects: '/projects'
}
export type PathOwner = keyof typeof SITE_PATHS
export declare function pageFolders(): string[]
export declare function pathOwner(pathname: string): PathOwner | undefined
export declare function pathMatches(path: string, pathname: string): boolean
/** Fixed paths before patterns, then the list's order: the order in which pages are tried. */
export declare function byPrecedence<R extends { readonly path: string }>(routes: readonly R[]): R[]
