// An author's image on another host, served by a second local origin, under the page policy of
// each server (pnpm start's header, nginx's, _headers', the meta policy of a files-only host).
import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'
import { expectAccessible } from '../support/a11y'
import { gotoApp } from '../support/app'
import { md, mockContent } from '../support/content'
import { startPolicyProxy } from '../support/policy-proxy'
import { startExternalHost, type ExternalHost } from '../support/external-host'
import { expectAltFrame } from './support'

const PATH = '/blog/images-elsewhere'
let host: ExternalHost

test.use({ ignoreHTTPSErrors: true })
test.beforeAll(async () => {
  const photo = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2b6cb0' } })
    .png()
    .toBuffer()
  host = await startExternalHost({
    '/meetup.png': { type: 'image/png', body: photo },
    '/slide.svg': {
      type: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#c05621"/></svg>',
    },
    '/photo-page': {
      type: 'text/html; charset=utf-8',
      body: '<!doctype html><title>A photo</title><p>A photo</p>',
    },
  })
})
test.afterAll(() => host.close())

/** The post: a photo and a drawing on the other host, and the three images the site does not show. */
function body(origin: string) {
  const inline = `data:image/png;base64,${'A'.repeat(3 * 1024 * 1024)}`
  return [
    `![The meetup photo](${origin}/meetup.png)`,
    `![The slide drawing](${origin}/slide.svg)`,
    `![An http photo](${origin.replace('https:', 'http:')}/meetup.png)`,
    `![An inline photo](${inline})`,
    `![A page, not a photo](${origin}/photo-page)`,
  ].join('\n\n')
}

const shows = async (page: Page, name: string) => {
  const image = page.locator('main').getByRole('img', { name })
  await image.scrollIntoViewIfNeeded()
  await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  await expect(image).toBeVisible()
}

for (const rendering of ['pnpm start', 'nginx', '_headers', 'meta'] as const) {
  test(`under ${rendering}'s policy: an https image on another host shows; http:, data: and a page show their alt text`, async ({
    page,
    baseURL,
  }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    // pnpm start is the e2e server itself; the others, a proxy sending their policy.
    const proxy = rendering === 'pnpm start' ? undefined : await startPolicyProxy(baseURL!, rendering, PATH)
    await mockContent(page, {
      blog: [md('images-elsewhere.md', { title: 'Images Elsewhere', date: '2026-05-03' }, body(host.origin))],
    })
    await gotoApp(page, proxy ? `${proxy.origin}${PATH}` : PATH)
    await expect(page.getByRole('heading', { level: 1, name: 'Images Elsewhere' })).toBeVisible()

    await shows(page, 'The meetup photo')
    await shows(page, 'The slide drawing')
    await expectAltFrame(page, 'An http photo')
    await expectAltFrame(page, 'An inline photo')
    await expectAltFrame(page, 'A page, not a photo')
    // Never the logo in a body, and no request for what the site does not show.
    await expect(page.locator('main .osck-markdown img[src$="/images/logo.svg"]')).toHaveCount(0)
    const httpOrigin = host.origin.replace('https:', 'http:')
    expect(requested.filter((url) => url.startsWith(httpOrigin) || url.startsWith('data:'))).toEqual([])
    expect(violations).toEqual([])
    if (rendering === 'pnpm start') await expectAccessible(page)
    await proxy?.close()
  })
}
