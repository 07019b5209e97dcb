// Images on other hosts under the policy of every server (plain data, no browser): an author's
// https image is allowed wherever the site is served, an http: one nowhere.
import { expect, test } from '@playwright/test'
import { ADMIN_CSP } from '../../deploy/header-rules.mjs'
import { adminMetaCsp } from '../../scripts/pages-dist/security.mjs'
import { directiveSources, pagePolicies } from '../support/csp'

test.describe('content images in every rendering of the policy', () => {
  for (const path of ['/blog/a-post', '/events/an-event', '/projects/a-project', '/home']) {
    test(`${path}: img-src allows https hosts and not http in pnpm start, nginx, _headers and the meta policy`, async () => {
      const policies = await pagePolicies(path)
      for (const [rendering, policy] of Object.entries(policies)) {
        const sources = directiveSources(policy, 'img-src')
        expect(sources, rendering).toContain('https:')
        expect(sources, rendering).not.toContain('http:')
        expect(sources, rendering).not.toContain('*')
      }
    })
  }

  test("the editor's preview allows the images the pages allow", async () => {
    const page = directiveSources((await pagePolicies('/blog/a-post')).nginx, 'img-src')
    expect(page).toContain('https:')
    for (const policy of [ADMIN_CSP, adminMetaCsp()]) {
      const editor = directiveSources(policy, 'img-src')
      for (const source of page) expect(editor).toContain(source)
      expect(editor).not.toContain('http:')
    }
  })
})
