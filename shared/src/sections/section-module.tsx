import { lazy, type ComponentType } from 'react'
import { CONTRACT_VERSION, type GatewayPart, type PagePreload, type SectionModule } from '../contract'
import { pathMatches, SITE_PATHS } from '../site-paths.mjs'
import { pageList, type SectionPages } from './section-pages'

/** How a page's screen arrives: its chunk's loader (the component) and the gateway parts it imports. */
export interface PageScreen {
  readonly load: () => Promise<ComponentType>
  readonly gatewayParts?: readonly GatewayPart[]
}
export type PageScreens<P extends SectionPages> = { readonly [K in keyof P]: PageScreen }

const asDefault = (load: () => Promise<ComponentType>) => () =>
  load().then((component) => ({ default: component }))

/**
 * A remote's exposed module (its `src/section.tsx`): the contract version it is built against, its
 * routes (a chunk of their own, so Home downloads only the teaser), its Home teaser, and `preload`,
 * which answers for any path by the section's own page declarations: a page the deployed shell has
 * never heard of preloads and renders like the others.
 */
export function defineSection<P extends SectionPages>(options: {
  pages: P
  screens: PageScreens<P>
  loadRoutes: () => Promise<ComponentType>
  loadTeaser?: () => Promise<ComponentType>
}): SectionModule {
  const { pages, screens, loadRoutes, loadTeaser } = options
  const routes = pageList(pages)
  const preload = (pathname: string): PagePreload | undefined => {
    if (pathname === SITE_PATHS.home) return loadTeaser ? { load: loadTeaser } : undefined
    const page = routes.find((route) => pathMatches(route.path, pathname))
    if (!page) return undefined
    const screen = screens[page.name]
    return { load: () => Promise.all([loadRoutes(), screen.load()]), gatewayParts: screen.gatewayParts }
  }
  return {
    contractVersion: CONTRACT_VERSION,
    Routes: lazy(asDefault(loadRoutes)),
    HomeTeaser: loadTeaser ? lazy(asDefault(loadTeaser)) : undefined,
    preload,
  }
}
