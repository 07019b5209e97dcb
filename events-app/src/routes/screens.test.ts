import { declaredGatewayParts, gatewayPartsByPage } from '@osck/shared/testing'
import { expect, it } from 'vitest'
import { eventsScreens } from './screens'

it('declares exactly the gateway parts each page imports', () => {
  const expected = gatewayPartsByPage(
    {
      list: ['./EventsRoutes.tsx', './EventsListPage.tsx'],
      past: ['./EventsRoutes.tsx', './PastEventsPage.tsx'],
      detail: ['./EventsRoutes.tsx', './EventDetailPage.tsx'],
    },
    import.meta.url,
  )
  expect(declaredGatewayParts(eventsScreens)).toEqual(expected)
})
