import { gatewayPartsByScreen } from '@osck/shared/testing'
import { expect, it } from 'vitest'
import { eventsGatewayParts } from './screens'

it('declares exactly the gateway parts each kind of page imports', () => {
  const expected = gatewayPartsByScreen(
    {
      home: ['../features/events/HomeTeaser.tsx'],
      list: ['./EventsRoutes.tsx', './EventsListPage.tsx'],
      detail: ['./EventsRoutes.tsx', './EventDetailPage.tsx'],
    },
    import.meta.url,
  )
  expect(eventsGatewayParts).toEqual(expected)
})
