import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** The made-up page: a name no team would choose. */
export const FRESH = { path: '/events/zz-fresh-fixture', title: 'Fresh Fixture Page' }

function edit(copy: string, file: string, anchor: string, replacement: string) {
  const path = join(copy, file)
  const text = readFileSync(path, 'utf8')
  if (!text.includes(anchor))
    throw new Error(`${file} no longer holds "${anchor}": update docs/section-teams.md and this test`)
  writeFileSync(path, text.replace(anchor, replacement))
}

/**
 * docs/section-teams.md, "Adding a page", step by step, in `copy`: every file it touches is under
 * events-app/ (returned, to be counted).
 */
export function addPageByTheChecklist(copy: string): string[] {
  // 1. The page's declaration.
  edit(
    copy,
    'events-app/src/pages.ts',
    "  detail: { path: '/events/:slug', content: 'item' },",
    `  zzFresh: { path: '${FRESH.path}', content: 'list', title: '${FRESH.title}', description: 'A page the events team added.' },\n  detail: { path: '/events/:slug', content: 'item' },`,
  )
  // 2. The screen.
  writeFileSync(
    join(copy, 'events-app/src/routes/ZzFreshPage.tsx'),
    `import { PageHero, pageMeta, useDocumentMeta } from '@osck/shared'
import { eventsPages } from '../pages'

export function ZzFreshPage() {
  useDocumentMeta(pageMeta(eventsPages.zzFresh))
  return <PageHero title={eventsPages.zzFresh.title} subtitle={eventsPages.zzFresh.description} />
}
`,
  )
  // 3. Its loader.
  edit(
    copy,
    'events-app/src/routes/screens.ts',
    '  detail: {',
    "  zzFresh: { load: () => import('./ZzFreshPage').then((m) => m.ZzFreshPage) },\n  detail: {",
  )
  // 4. Its fallback.
  edit(
    copy,
    'events-app/src/routes/EventsRoutes.tsx',
    '  detail: <EventDetailSkeleton />,',
    '  zzFresh: <ListSkeleton label="Loading…" />,\n  detail: <EventDetailSkeleton />,',
  )
  // 5. Its generated page.
  edit(
    copy,
    'events-app/src/site-pages.tsx',
    '    detail: ({ events, now }) =>',
    `    zzFresh: ({ events }) =>
      listPage(pageMeta(eventsPages.zzFresh, CARDS), eventsPages.zzFresh.title, [<p key="d">{eventsPages.zzFresh.description}</p>], events),
    detail: ({ events, now }) =>`,
  )
  return [
    'events-app/src/pages.ts',
    'events-app/src/routes/ZzFreshPage.tsx',
    'events-app/src/routes/screens.ts',
    'events-app/src/routes/EventsRoutes.tsx',
    'events-app/src/site-pages.tsx',
  ]
}
