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
