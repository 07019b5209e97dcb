import type { BrowserContext } from '@playwright/test'
import type { FakeGitHub } from '../../editor/support/github-api'
import { PHONE } from '../../editor/support/phone-layout'
import { test as base } from '../support'
import { liveGitHub, serveLiveSite } from './live-editor'

export { expect } from '../support'

interface Live {
  /** /admin/ on the live-like site. */
  adminUrl: string
  github: FakeGitHub
  /** Another organiser's phone, in front of the same GitHub. */
  connect: (context: BrowserContext) => Promise<void>
}

/**
 * The editor as the live site runs it (live-editor.ts): one host per test, on a port of its own
 * beside the project's, under /osck-site/ only. Each spec sets the phone (PHONE_USE).
 */
export const test = base.extend<{ live: Live }>({
  live: async ({ context, site }, provide, testInfo) => {
    base.skip(site.base === '/', 'the live site is a project site: once, under /osck-site/')
    const host = await serveLiveSite(testInfo, Number(new URL(site.url).port) + 40 + testInfo.parallelIndex)
    const { github, connect } = await liveGitHub(host.origin)
    try {
      await connect(context)
      await provide({ adminUrl: `${host.url}admin/`, github, connect })
    } finally {
      github.remove()
      await host.stop()
    }
  },
})

/** A 390 px phone; tests of a file run in order in one worker, each with its own host. */
export const PHONE_USE = { viewport: PHONE, isMobile: true, hasTouch: true }
export const CONFIGURE = { mode: 'default', timeout: 120_000 } as const
