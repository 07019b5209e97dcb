import { gatewayPartsByScreen } from '@osck/shared/testing'
import { expect, it } from 'vitest'
import { blogGatewayParts } from './screens'

it('declares exactly the gateway parts each kind of page imports', () => {
  const expected = gatewayPartsByScreen(
    {
      home: ['../features/blog/HomeTeaser.tsx'],
      list: ['./BlogRoutes.tsx', './BlogListPage.tsx'],
      detail: ['./BlogRoutes.tsx', './BlogDetailPage.tsx'],
    },
    import.meta.url,
  )
  expect(blogGatewayParts).toEqual(expected)
})
