import { test as base, expect, type APIRequestContext } from '@playwright/test'
import { execFileSync } from 'node:child_process'

/**
 * The site served as GitHub Pages serves it (scripts/pages-host.mjs): project `root` at a host's
 * root, project `base` under /osck-site/. Specs name pages without a leading slash (`blog`), so
 * they resolve under the project's base URL.
 */
export const test = base.extend<{ site: { url: string; base: string } }>({
  site: async ({ baseURL }, provide) => {
    const url = baseURL!
    await provide({ url, base: new URL(url).pathname })
  },
})
export { expect }

/** GET without following redirects: a published URL must answer by itself. */
export async function getDirect(request: APIRequestContext, url: string) {
  return request.get(url, { maxRedirects: 0 })
}

/** What the last commit of a Pages branch changed: `A path`, `M path`, `D path`. */
export function lastChange(bare: string): string[] {
  const out = execFileSync('git', ['--git-dir', bare, 'diff', '--name-status', 'gh-pages~1', 'gh-pages'], {
    encoding: 'utf8',
  })
  return out
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(/\t/, ' '))
}
