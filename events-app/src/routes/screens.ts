import type { PageScreens } from '@osck/shared/sections/section-module'
import type { eventsPages } from '../pages'

/**
 * Each page's screen, its own chunk, with the gateway parts it imports (checked by screens.test.ts).
 * One set of loaders for the routes and for the section's `preload`, which the shell calls for the
 * current page as soon as the remote arrives.
 */
export const eventsScreens = {
  list: {
    load: () => import('./EventsListPage').then((m) => m.EventsListPage),
    gatewayParts: ['inputs'],
  },
  past: { load: () => import('./PastEventsPage').then((m) => m.PastEventsPage) },
  detail: { load: () => import('./EventDetailPage').then((m) => m.EventDetailPage) },
} satisfies PageScreens<typeof eventsPages>

export const loadEventsRoutes = () => import('./EventsRoutes').then((m) => m.EventsRoutes)
export const loadEventsTeaser = () => import('../features/events/HomeTeaser').then((m) => m.HomeTeaser)
