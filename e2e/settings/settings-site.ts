import { test } from '@playwright/test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { startFixtureSite, type FixtureSite } from '../support/fixture-site'
import { startStandInProvider, type StandInProvider } from '../support/stand-in-provider'

/**
 * A spec's site of the test's own content whose `content/settings/community.yml` is
 * `settings(origin)`, beside a form service standing in at that origin (serial specs at 390 px).
 * The service's record and state are reset before each test.
 */
export function settingsSiteForEachSpec(settings: (origin: string) => string) {
  const stand = {} as { provider: StandInProvider; site: FixtureSite }
  test.describe.configure({ mode: 'serial' })
  test.use({ ignoreHTTPSErrors: true, viewport: { width: 390, height: 844 } })
  test.beforeAll(async () => {
    test.setTimeout(240_000)
    stand.provider = await startStandInProvider()
    stand.site = await startFixtureSite({
      write: (content) => {
        mkdirSync(join(content, 'settings'), { recursive: true })
        writeFileSync(join(content, 'settings/community.yml'), settings(stand.provider.origin))
      },
    })
  })
  test.afterAll(async () => {
    stand.site?.close()
    await stand.provider?.close()
  })
  test.beforeEach(() => {
    stand.provider.received.length = 0
    stand.provider.down = false
  })
  return stand
}
