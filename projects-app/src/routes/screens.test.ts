import { declaredGatewayParts, gatewayPartsByPage } from '@osck/shared/testing'
import { expect, it } from 'vitest'
import { projectsScreens } from './screens'

it('declares exactly the gateway parts each page imports', () => {
  const expected = gatewayPartsByPage(
    {
      list: ['./ProjectsRoutes.tsx', './ProjectsListPage.tsx'],
      detail: ['./ProjectsRoutes.tsx', './ProjectDetailPage.tsx'],
    },
    import.meta.url,
  )
  expect(declaredGatewayParts(projectsScreens)).toEqual(expected)
})
