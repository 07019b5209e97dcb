import type { SectionModule } from '@osck/shared/contract'

/**
 * The events screens and Home teaser, each its own chunk. One set of loaders for the routes and for
 * `SectionModule.screens`, which the shell calls for the current page as soon as the remote arrives.
 */
export const loadEventsRoutes = () => import('./EventsRoutes')
export const loadEventsListPage = () => import('./EventsListPage')
export const loadEventDetailPage = () => import('./EventDetailPage')

export const loadEventsTeaser = () => import('../features/events/HomeTeaser')

export const eventsScreens = {
  home: loadEventsTeaser,
  list: () => Promise.all([loadEventsRoutes(), loadEventsListPage()]),
  detail: () => Promise.all([loadEventsRoutes(), loadEventDetailPage()]),
} satisfies SectionModule['screens']

/** The gateway parts each screen imports (checked by screens.test.ts): the shell starts them with the remote. */
export const eventsGatewayParts = { list: ['tabs', 'forms'] } satisfies SectionModule['gatewayParts']
