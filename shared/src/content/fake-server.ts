/** Test helper: a fake `fetch` serving content files. Used by the loader tests only. */
import { vi } from 'vitest'

export type Routes = Record<string, string | number | (() => never)>

/** A fake server: path → body (string), status (number) or a throwing function. */
export function serve(routes: Routes) {
  const fetchMock = vi.fn(async (input: string) => {
    const route = routes[decodeURIComponent(input)]
    if (typeof route === 'function') route()
    if (route === undefined || typeof route === 'number') {
      return new Response('Not found', { status: typeof route === 'number' ? route : 404 })
    }
    return new Response(route as string, { status: 200 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** A minimal valid markdown file. */
export const post = (title: string, extra = '') => `---\ntitle: "${title}"\ndate: "2025-01-01"\n${extra}---\nBody of ${title}\n`
