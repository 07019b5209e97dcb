import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { gotoApp } from '../support/app'
import { daysFromNow, md, mockContent } from '../support/content'
import { expectAltFrame, layoutShifts, expectNoBrokenImage, observePaint, scrollThrough } from './support'

const MISSING = '/uploads/no-such-photo.png'
const EXTERNAL = 'https://photos.unreachable.example/meetup.jpg'
const LOGO = '/images/logo.svg'
const BODY = `Intro.\n\n![A missing photo](${MISSING})\n\n![An unreachable photo](${EXTERNAL})\n\nThe end.`

/** Content whose images cannot be loaded: a missing upload and a photo on an unreachable host. */
async function brokenImages(page: Page) {
  await page.route('https://photos.unreachable.example/**', (route) => route.abort('addressunreachable'))
  await mockContent(page, {
    blog: [
      md('missing.md', { title: 'Missing Upload Post', date: '2026-05-02', image: `public${MISSING}` }, BODY),
      md('external.md', { title: 'External Photo Post', date: '2026-05-01', image: EXTERNAL }, BODY),
    ],
    events: [
      md('missing.md', { title: 'Missing Upload Event', date: daysFromNow(20), image: MISSING }, BODY),
      md('external.md', { title: 'External Photo Event', date: daysFromNow(30), image: EXTERNAL }, BODY),
    ],
    projects: [
      md('missing.md', { title: 'Missing Upload Project', image: MISSING, status: 'Active' }, BODY),
      md('external.md', { title: 'External Photo Project', image: EXTERNAL, status: 'Active' }, BODY),
    ],
  })
}

/** Each image named `name` has been replaced by the default image, in the box it had. */
async function expectFallback(page: Page, name: string | RegExp) {
  const images = page.locator('main').getByRole('img', { name })
  await expect(images.first()).toBeAttached()
  const count = await images.count()
  for (let i = 0; i < count; i++) {
    // A lazy image only loads (and fails) once it is near the screen. The fallback is a new
    // element, which may replace the image while it is being scrolled to: scroll again then.
    await expect(async () => {
      await images.nth(i).scrollIntoViewIfNeeded({ timeout: 2_000 })
      await expect(images.nth(i)).toHaveAttribute('src', LOGO, { timeout: 2_000 })
    }).toPass()
    // It fills the box of its slot (a box that collapsed or grew would have moved the page).
    const box = await images.nth(i).boundingBox()
    expect(box?.width).toBeGreaterThan(0)
    expect(box?.height).toBeGreaterThan(0)
  }
}

const BODY_IMAGES = ['A missing photo', 'An unreachable photo']
/** `names`: cards and heroes, which show the logo; `body`: body images, which show their alt text. */
const PAGES: { path: string; names: (string | RegExp)[]; body?: string[] }[] = [
  { path: '/blog', names: ['Missing Upload Post', 'External Photo Post'] },
  { path: '/blog/missing', names: ['Missing Upload Post'], body: BODY_IMAGES },
  { path: '/events', names: ['Missing Upload Event', 'External Photo Event'] },
  { path: '/events/external', names: ['External Photo Event'], body: BODY_IMAGES },
  { path: '/projects', names: ['Missing Upload Project', 'External Photo Project'] },
  { path: '/projects/missing', names: ['Missing Upload Project'], body: BODY_IMAGES },
  { path: '/home', names: ['Missing Upload Post', 'External Photo Event'] },
]

test.describe('images: fallback when an image cannot be loaded', () => {
  for (const { path, names, body = [] } of PAGES) {
    test(`${path}: the default image (a body image: its alt text) in the same box, never a broken image, no shift`, async ({
      page,
    }) => {
      await observePaint(page)
      await brokenImages(page)
      await gotoApp(page, path)
      await expect(page.locator('main').getByRole('img', { name: names[0] }).first()).toBeVisible()
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0)
      await expectNoBrokenImage(page)
      // The first screen, where images fail while the page loads: nothing moved.
      expect(await layoutShifts(page)).toEqual([])
      for (const name of names) await expectFallback(page, name)
      for (const name of body) await expectAltFrame(page, name)
      await scrollThrough(page)
      await expectNoBrokenImage(page)
      if (path === '/blog/missing') await expectAccessible(page)
    })
  }
})
