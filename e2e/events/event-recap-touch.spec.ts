import type { Page } from '@playwright/test'
import { gotoApp } from '../support/app'
import { RECAP, section } from './event-program-recap'
import { expect, test } from './fixture-content'

// The recap's photos on a touch screen (the journeys' past event with a full recap): a tap
// enlarges one, a finger's swipe moves between them, as the browser delivers a real touch.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** A one-finger swipe across the middle of `box`, from `from` to `to` (fractions of its width). */
async function swipe(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  from: number,
  to: number,
) {
  const cdp = await page.context().newCDPSession(page)
  const y = box.y + box.height / 2
  const at = (fraction: number) => [{ x: box.x + box.width * fraction, y }]
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from) })
  for (let step = 1; step <= 5; step++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: at(from + ((to - from) * step) / 5),
    })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

test('a tap enlarges a photo; a swipe to the left shows the next, to the right the one before', async ({
  page,
}) => {
  await gotoApp(page, `/events/${RECAP.slug}`)
  await section(page, 'Recap').getByRole('button', { name: RECAP.firstCaption }).tap()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: `Photo 1 of ${RECAP.photos}` })).toBeVisible()
  const photo = dialog.getByTestId('lightbox-photo')
  await expect(photo).toBeVisible()
  await swipe(page, (await photo.boundingBox())!, 0.8, 0.2)
  await expect(dialog.getByRole('heading', { name: `Photo 2 of ${RECAP.photos}` })).toBeVisible()
  await expect(dialog.getByRole('img', { name: RECAP.secondCaption })).toBeVisible()
  await swipe(page, (await photo.boundingBox())!, 0.2, 0.8)
  await expect(dialog.getByRole('heading', { name: `Photo 1 of ${RECAP.photos}` })).toBeVisible()
})
