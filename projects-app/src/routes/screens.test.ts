import { gatewayPartsImportedBy } from '@osck/shared/testing'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { projectsGatewayParts } from './screens'

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))

describe('the gateway parts the section declares', () => {
  it.each([
    ['list', ['./ProjectsRoutes.tsx', './ProjectsListPage.tsx']],
    ['detail', ['./ProjectsRoutes.tsx', './ProjectDetailPage.tsx']],
  ] as const)('%s: exactly what its chunks import', (screen, files) => {
    const declared: readonly string[] =
      (projectsGatewayParts as Partial<Record<string, readonly string[]>>)[screen] ?? []
    expect([...declared].sort()).toEqual(gatewayPartsImportedBy(...files.map(here)).sort())
  })
})
