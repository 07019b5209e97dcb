// Where forms may post: 'self', plus the origins the content's settings name (deploy/form-origins.mjs),
// in every rendering of the policy. Plain data: no browser, no server.
import { expect, test } from '@playwright/test'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { formOriginsOfHtml } from '../../deploy/form-origins.mjs'
import { rebaseAllHtml, writeHeadersFile } from '../../scripts/pages-dist/assemble.mjs'
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

  test("a static host: each page's meta policy and _headers follow the published settings, again when they change", () => {
    const out = mkdtempSync(join(tmpdir(), 'osck-form-action-'))
    const publish = (action: string) => {
      const json = JSON.stringify({ newsletter: { action, field: 'email' } })
      writeFileSync(join(out, 'index.html'), page(json))
      mkdirSync(join(out, 'blog'), { recursive: true })
      writeFileSync(join(out, 'blog/index.html'), page(json))
      rebaseAllHtml(out, '/')
      writeHeadersFile(out, '/')
    }
    const meta = (file: string) =>
      /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(
        readFileSync(join(out, file), 'utf8'),
      )?.[1] ?? ''
    publish('https://one.example/s')
    expect(directiveSources(meta('blog/index.html'), 'form-action')).toEqual([
      "'self'",
      'https://one.example',
    ])
    expect(readFileSync(join(out, '_headers'), 'utf8')).toContain("form-action 'self' https://one.example;")
    // The next publish starts from pages that carry a policy already: it is replaced, not kept.
    writeFileSync(
      join(out, 'blog/index.html'),
      readFileSync(join(out, 'blog/index.html'), 'utf8').replace(
        '"action":"https://one.example/s"',
        '"action":"https://two.example/s"',
      ),
    )
    rebaseAllHtml(out, '/')
    expect(directiveSources(meta('blog/index.html'), 'form-action')).toEqual([
      "'self'",
      'https://two.example',
    ])
  })
})
