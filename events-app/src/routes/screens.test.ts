import { gatewayPartsImportedBy } from '@osck/shared/testing'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { eventsGatewayParts } from './screens'

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url))

describe('the gateway parts the section declares', () => {
  it.each([
    ['home', ['../features/events/HomeTeaser.tsx']],
    ['list', ['./EventsRoutes.tsx', './EventsListPage.tsx']],
    ['detail', ['./EventsRoutes.tsx', './EventDetailPage.tsx']],
  ] as const)('%s: exactly what its chunks import', (screen, files) => {
    const declared: readonly string[] =
      (eventsGatewayParts as Partial<Record<string, readonly string[]>>)[screen] ?? []
    expect([...declared].sort()).toEqual(gatewayPartsImportedBy(...files.map(here)).sort())
  })
})
