import { gotoApp } from '../support/app'
import { RECAP, RECAP_IMAGE_BUDGET_BYTES } from './event-program-recap'
import { expect, test } from './fixture-content'

// The first view of an event with a full recap (the journeys' own past event with every field, its
// recap photos full-size phone JPEGs) on a 390 px phone (DPR 3, as `pnpm bench`'s image rows,
// which measure the starter content's recap event): its photos wait below the fold.
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true })

test(`an event with a full recap downloads at most ${RECAP_IMAGE_BUDGET_BYTES / 1024} KB of images at 390 px`, async ({
  page,
}) => {
  const measured: Promise<{ url: string; bytes: number }>[] = []
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'image')
      measured.push(
        request
          .sizes()
          .then(({ responseBodySize }) => ({ url: request.url(), bytes: Math.max(0, responseBodySize) })),
      )
  })
  await gotoApp(page, `/events/${RECAP.slug}`)
  const gallery = page.getByRole('list', { name: 'Event photos' }).getByRole('img')
  await expect(gallery).toHaveCount(RECAP.photos)
  await page.waitForLoadState('networkidle')
  const images = await Promise.all(measured)
  expect(images.length).toBeGreaterThan(0)
  const total = images.reduce((sum, image) => sum + image.bytes, 0)
  const listing = images.map(({ url, bytes }) => `${Math.round(bytes / 1024)} KB ${url}`).join('\n')
  expect(total, listing).toBeLessThanOrEqual(RECAP_IMAGE_BUDGET_BYTES)
  // Only the build's copies, never a photo's original.
  expect(
    images.filter(({ url }) => /\/uploads\/[^/]+\.generated\.jpg$/.test(url)),
    listing,
  ).toEqual([])
})
