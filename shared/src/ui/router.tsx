import { BrowserRouter as RouterBrowserRouter, type BrowserRouterProps } from 'react-router-dom'
import { siteBase } from '../site-base'

/**
 * React Router 6 (its bundle is smaller than 7's for the same API; docs/decisions.md) with the two
 * behaviours of 7 turned on: navigations render in transitions, and relative links inside splat
 * routes resolve as in 7. Setting them also keeps the console free of the "future flag" notices.
 */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const

/** Under the site's base path (`/osck-site/` on a project's GitHub Pages): see site-base.ts. */
export function BrowserRouter(props: Omit<BrowserRouterProps, 'future'>) {
  return <RouterBrowserRouter future={ROUTER_FUTURE} basename={siteBase()} {...props} />
}
