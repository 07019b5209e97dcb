import { expect, test } from '@playwright/test'
import { CONTENT_SCHEMA } from '@osck/shared/build-kit'
import { gotoApp } from '../support/app'

test('visitors never pay for the editor: not precached, not in the sitemap, noindex, its CSP on /admin/ alone', async ({
  request,
}) => {
  const worker = await (await request.get('/sw.js')).text()
  expect(worker).toContain('index.html')
  // The precache list names no editor file (the worker's routing does name /admin/, to skip it).
  expect(worker).toMatch(/"url":"index\.html"/)
  expect(worker).not.toMatch(/"url":"[^"]*(admin|decap|libheif)/i)
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('<urlset')
  expect(sitemap).not.toContain('/admin')
  const home = await request.get('/home')
  expect(await home.text()).not.toMatch(/admin|decap|libheif/i)
  expect(home.headers()['content-security-policy'] ?? '').not.toContain('api.github.com')

  const admin = await request.get('/admin/')
  expect(admin.status()).toBe(200)
  expect(admin.headers()['x-robots-tag']).toBe('noindex')
  expect(admin.headers()['content-security-policy']).toContain(
    "connect-src 'self' blob: https://api.github.com",
  )
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow" />')
  const config = await request.get('/admin/config.yml')
  expect(await config.text()).toMatch(/^publish_mode: editorial_workflow$/m)
})

test("a visitor's scripts carry none of the editor's field hints (the schema stays out of the site's bundles)", async ({
  page,
}) => {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  for (const path of ['/home', '/blog', '/events/accessibility-testing-webinar-2025', '/projects']) {
    await gotoApp(page, path)
    await expect(page.locator('main h1').first()).toBeVisible()
  }
  await page.waitForLoadState('networkidle')
  const hints = Object.values(CONTENT_SCHEMA).flatMap((fields) => fields.flatMap((field) => field.hint ?? []))
  expect(hints.length).toBeGreaterThan(3)
  const code = (await Promise.all(scripts)).join('\n')
  expect(code).toContain('Uncategorized')
  expect(hints.filter((hint) => code.includes(hint))).toEqual([])
})
