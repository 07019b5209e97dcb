import { gatewayPartsByScreen } from '@osck/shared/testing'
import { expect, it } from 'vitest'
import { projectsGatewayParts } from './screens'

it('declares exactly the gateway parts each kind of page imports', () => {
  const expected = gatewayPartsByScreen(
    {
      list: ['./ProjectsRoutes.tsx', './ProjectsListPage.tsx'],
      detail: ['./ProjectsRoutes.tsx', './ProjectDetailPage.tsx'],
    },
    import.meta.url,
  )
  expect(projectsGatewayParts).toEqual(expected)
})
