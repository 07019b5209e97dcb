import { declaredGatewayParts, gatewayPartsByPage } from '@osck/shared/testing'
import { expect, it } from 'vitest'
import { blogScreens } from './screens'

it('declares exactly the gateway parts each page imports', () => {
  const expected = gatewayPartsByPage(
    {
      list: ['./BlogRoutes.tsx', './BlogListPage.tsx'],
      detail: ['./BlogRoutes.tsx', './BlogDetailPage.tsx'],
    },
    import.meta.url,
  )
  expect(declaredGatewayParts(blogScreens)).toEqual(expected)
})
