// Where forms may post: 'self', plus the origins the content's settings name (deploy/form-origins.mjs),
// in every rendering of the policy. Plain data: no browser, no server.
import { expect, test } from '@playwright/test'
import { formOriginsOfHtml } from '../../deploy/form-origins.mjs'
import { directiveSources, pagePolicies } from '../support/csp'

const page = (json: string) =>
  `<html><head><title>x</title>\n  <script type="application/json" id="osck-settings">${json}</script>\n  </head></html>`

test.describe("the policy's form-action", () => {
  test("nothing configured: every rendering lets forms post to 'self' alone", async () => {
    for (const [rendering, policy] of Object.entries(await pagePolicies('/blog'))) {
      expect(directiveSources(policy, 'form-action'), rendering).toEqual(["'self'"])
      expect(directiveSources(policy, 'connect-src'), rendering).toEqual(["'self'"])
    }
  })

  test('configured: every rendering adds the settings’ origins to form-action and connect-src, nothing else', async () => {
    const origins = 'https://buttondown.example https://forms.example'
    for (const [rendering, policy] of Object.entries(await pagePolicies('/blog', origins))) {
      const expected = ["'self'", 'https://buttondown.example', 'https://forms.example']
      expect(directiveSources(policy, 'form-action'), rendering).toEqual(expected)
      expect(directiveSources(policy, 'connect-src'), rendering).toEqual(expected)
      expect(directiveSources(policy, 'script-src'), rendering).toEqual(["'self'"])
    }
  })

  test("a page's settings give the origins: https only, once each, a GitHub repository none", () => {
    expect(formOriginsOfHtml('<html><head></head></html>')).toBe('')
    expect(formOriginsOfHtml(page('{oops'))).toBe('')
    expect(
      formOriginsOfHtml(
        page(
          JSON.stringify({
            newsletter: { action: 'https://buttondown.example/api/subscribe/osck', field: 'email' },
            suggestions: { form: 'https://buttondown.example/ideas' },
          }),
        ),
      ),
    ).toBe('https://buttondown.example')
    expect(
      formOriginsOfHtml(page(JSON.stringify({ suggestions: { github: 'https://github.com/o/r' } }))),
    ).toBe('')
    expect(
      formOriginsOfHtml(page(JSON.stringify({ newsletter: { action: 'http://lists.example/s' } }))),
    ).toBe('')
    expect(
      formOriginsOfHtml(
        page(JSON.stringify({ newsletter: { action: "https://x.example/'; script-src *" } })),
      ),
    ).toBe('https://x.example')
  })
})
