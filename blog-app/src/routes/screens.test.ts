import { gatewayPartsImportedBy } from '@osck/shared/testing'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { blogGatewayParts } from './screens'

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))

describe('the gateway parts the section declares', () => {
  it.each([
    ['home', ['../features/blog/HomeTeaser.tsx']],
    ['list', ['./BlogRoutes.tsx', './BlogListPage.tsx']],
    ['detail', ['./BlogRoutes.tsx', './BlogDetailPage.tsx']],
  ] as const)('%s: exactly what its chunks import', (screen, files) => {
    const declared: readonly string[] =
      (blogGatewayParts as Partial<Record<string, readonly string[]>>)[screen] ?? []
    expect([...declared].sort()).toEqual(gatewayPartsImportedBy(...files.map(here)).sort())
  })
})
