import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { startExternalHost } from '../support/external-host'
import { openEditorOnGitHub } from './support/editor'

test.describe.configure({ timeout: 120_000 })
test.use({ ignoreHTTPSErrors: true })

test('the preview shows an https image on another host as the site does, and names the images the site will not show', async ({
  page,
}) => {
  const photo = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#2b6cb0' } })
    .png()
    .toBuffer()
  const host = await startExternalHost({ '/meetup.png': { type: 'image/png', body: photo } })
  const http = host.origin.replace('https:', 'http:')
  const body = [
    `![The meetup photo](${host.origin}/meetup.png)`,
    `![An http photo](${http}/meetup.png)`,
    '![An inline photo](data:image/png;base64,iVBORw0KGgo=)',
  ].join('\n\n')
  // Any CSP violation on /admin/ is collected with the unanswered requests.
  const github = await openEditorOnGitHub(page, {
    'content/blog/images-elsewhere.md': `---\ntitle: Images Elsewhere\ndate: 2026-05-03\nimage: ${http}/hero.png\n---\n${body}\n`,
  })
  try {
    await page.goto('/admin/#/collections/blog/entries/images-elsewhere')
    const preview = page.frameLocator('iframe').first()
    await expect(preview.getByRole('heading', { level: 1, name: 'Images Elsewhere' })).toBeVisible({
      timeout: 30_000,
    })
    const external = preview.getByRole('img', { name: 'The meetup photo' })
    await expect.poll(() => external.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)

    const notice = preview.getByRole('status').filter({ hasText: 'Not shown on the site' })
    await expect(notice.getByRole('listitem')).toHaveText([
      `${http}/hero.png`,
      `${http}/meetup.png`,
      'data:image/png;base64,… (0 KB)',
    ])
    // The photo field the site will not show is previewed as the site shows it: the default image.
    await expect(preview.getByRole('img', { name: 'Images Elsewhere' })).toHaveAttribute(
      'src',
      '/images/logo.svg',
    )
    // Only the http: images are refused, by the editor's policy as by the site's.
    expect(github.unanswered.filter((entry) => !entry.includes(`image '${http}/`))).toEqual([])
  } finally {
    github.remove()
    await host.close()
  }
})
