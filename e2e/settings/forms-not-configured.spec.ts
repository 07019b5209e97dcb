import { expect, test } from '@playwright/test'

// The repository's settings name nowhere: the spec's local forms (e2e/blog/newsletter.spec.ts,
// e2e/projects/dialog.spec.ts), and nothing in the generated pages pretends to send.
test.describe('settings that name nowhere', () => {
  for (const path of ['/blog', '/projects', '/home']) {
    test(`${path}: no form in the generated HTML, no settings, and forms may post to 'self' alone`, async ({
      request,
    }) => {
      const response = await request.get(path)
      const html = await response.text()
      expect(html).toContain('<div id="root"')
      expect(html).not.toMatch(/<form\b/i)
      expect(html).not.toContain('osck-settings')
      const policy = response.headers()['content-security-policy'] ?? ''
      expect(policy).toContain("form-action 'self';")
      expect(policy).toContain("connect-src 'self';")
    })
  }
})
