import { test as base } from '@playwright/test'
import { cpSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { startFixtureSite, type FixtureSite } from '../support/fixture-site'

const FIXTURE_CONTENT = fileURLToPath(new URL('./fixtures/content', import.meta.url))

/**
 * The events journeys on content of their own (fixtures/content/: an event with every field and one
 * with none), published and served once per worker; a test's relative paths go to that site.
 */
export const test = base.extend<object, { fixtureSite: FixtureSite }>({
  fixtureSite: [
    // Playwright reads a fixture's dependencies from its first parameter: it must be a pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const site = await startFixtureSite({
        empty: true,
        write: (content) => cpSync(FIXTURE_CONTENT, content, { recursive: true }),
      })
      await provide(site)
      site.close()
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  baseURL: async ({ fixtureSite }, provide) => provide(fixtureSite.base),
})

export { expect } from '@playwright/test'
