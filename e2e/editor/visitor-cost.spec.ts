import { expect, test } from '@playwright/test'

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
