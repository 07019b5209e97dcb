// @vitest-environment node
import type { Rollup } from 'vite'
import { describe, expect, it } from 'vitest'
import { EXPOSED_CHUNK, remoteManualChunks } from './remote-chunks'

const src = (path: string) => `/repo/events-app/src/${path}`

/** A remote's module graph: module → its static importers and dynamic importers. */
const GRAPH: Record<string, { importers?: string[]; dynamicImporters?: string[]; isEntry?: boolean }> = {
  [src('section.tsx')]: { isEntry: true },
  [src('routes/screens.ts')]: { importers: [src('section.tsx'), src('routes/EventsRoutes.tsx')] },
  [src('routes/EventsRoutes.tsx')]: { dynamicImporters: [src('routes/screens.ts')] },
  [src('routes/EventsListPage.tsx')]: { dynamicImporters: [src('routes/screens.ts')] },
  [src('routes/EventDetailPage.tsx')]: { dynamicImporters: [src('routes/screens.ts')] },
  [src('features/events/HomeTeaser.tsx')]: { dynamicImporters: [src('routes/screens.ts')] },
  [src('features/events/EventDetailSkeleton.tsx')]: {
    importers: [src('routes/EventsRoutes.tsx'), src('routes/EventDetailPage.tsx')],
  },
  [src('features/events/useErrorToast.ts')]: {
    importers: [src('routes/EventsListPage.tsx'), src('routes/EventDetailPage.tsx')],
  },
  [src('features/events/EventCard.tsx')]: { importers: [src('features/events/EventGrid.tsx')] },
  [src('features/events/EventGrid.tsx')]: {
    importers: [src('routes/EventsListPage.tsx'), src('features/events/HomeTeaser.tsx')],
  },
  [src('features/events/EventsTabs.tsx')]: { importers: [src('routes/EventsListPage.tsx')] },
  // Imported by a module of the routes chunk and, through the cards, by Home's teaser.
  [src('features/events/EventStatusBadge.tsx')]: {
    importers: [src('routes/EventsListPage.tsx'), src('routes/EventDetailPage.tsx')],
  },
  [src('features/events/event-logic.ts')]: {
    importers: [src('features/events/EventStatusBadge.tsx'), src('features/events/EventCard.tsx')],
  },
  [src('features/events/TeaserHeading.tsx')]: { importers: [src('features/events/HomeTeaser.tsx')] },
  '/repo/shared/src/ui/image-sizes.ts': {
    importers: [src('features/events/EventCard.tsx'), src('routes/EventDetailPage.tsx')],
  },
  '/repo/shared/src/contract.ts': { importers: [src('section.tsx')] },
  '\0virtual:__federation_fn_import': { importers: [src('section.tsx')], isEntry: true },
  '/repo/node_modules/react/index.js': { isEntry: true },
}

const getModuleInfo = ((id: string) => {
  const node = GRAPH[id]
  return node && { importers: [], dynamicImporters: [], isEntry: false, ...node }
}) as unknown as Rollup.GetModuleInfo
const chunkOf = (id: string) =>
  remoteManualChunks(id, { getModuleInfo, getModuleIds: () => Object.keys(GRAPH)[Symbol.iterator]() })

describe("a remote's manual chunks", () => {
  it('the exposed module holds what it imports at once', () => {
    for (const id of [src('section.tsx'), src('routes/screens.ts'), '/repo/shared/src/contract.ts'])
      expect(chunkOf(id), id).toBe(EXPOSED_CHUNK)
    expect(chunkOf('\0virtual:__federation_fn_import')).toBe(EXPOSED_CHUNK)
  })

  it('the routes module holds what only the screens share', () => {
    const routes = chunkOf(src('routes/EventsRoutes.tsx'))
    expect(routes).toBeDefined()
    expect(chunkOf(src('features/events/EventDetailSkeleton.tsx'))).toBe(routes)
    expect(chunkOf(src('features/events/useErrorToast.ts'))).toBe(routes)
  })

  it("keeps what Home's teaser shares with the screens out of the routes chunk", () => {
    const routes = chunkOf(src('routes/EventsRoutes.tsx'))
    expect(chunkOf(src('features/events/EventStatusBadge.tsx'))).toBe(routes)
    // Unassigned, Rollup would move it into the routes chunk, its importer's, and Home would load that.
    const teaserShared = chunkOf(src('features/events/event-logic.ts'))
    expect(teaserShared).toBeDefined()
    expect(teaserShared).not.toBe(routes)
    for (const id of [src('features/events/EventGrid.tsx'), src('features/events/EventCard.tsx')])
      expect(chunkOf(id), id).toBe(teaserShared)
    expect(chunkOf('/repo/shared/src/ui/image-sizes.ts')).toBe(teaserShared)
  })

  it("leaves to Rollup a screen's own modules, the teaser's own, and everything shared", () => {
    for (const id of [
      src('routes/EventsListPage.tsx'),
      src('features/events/EventsTabs.tsx'),
      src('features/events/TeaserHeading.tsx'),
      '/repo/node_modules/react/index.js',
    ])
      expect(chunkOf(id), id).toBeUndefined()
  })
})
