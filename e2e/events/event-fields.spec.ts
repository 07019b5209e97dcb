import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { gotoApp } from '../support/app'
import { expectFitsPhone, FULL, gotoWithoutScripts, PLAIN, VIEWPORTS } from './event-fields'
import { expect, test } from './fixture-content'
import { toastWith } from './fixtures'

// The /events/<slug> journey on the production build, with the journeys' own content
// (fixture-content.ts): an event with registration, end, address, coordinates and an online link,
// and one with none of them.
test.use({ timezoneId: 'Africa/Kampala' })

const article = (page: Page) => page.locator('article', { has: page.getByRole('heading', { level: 1 }) })

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px, with JavaScript`, () => {
    test.use({ viewport })

    test('an event with every field: time with its zone, directions, calendars and registration', async ({
      page,
    }) => {
      await gotoApp(page, `/events/${FULL.slug}`)
      const event = article(page)
      await expect(event.getByRole('heading', { level: 1, name: FULL.title })).toBeVisible()
      await expect(event.getByText(FULL.when, { exact: true })).toBeVisible()
      await expect(event.getByText(/^Your time/)).toHaveCount(0)

      const where = page.locator('section', {
        has: page.getByRole('heading', { level: 2, name: 'Where to join us' }),
      })
      await expect(where.getByText(FULL.address)).toBeVisible()
      await expect(where.getByRole('img', { name: FULL.map })).toBeVisible()
      await expect(where.getByRole('link', { name: 'Open in your map app' })).toHaveAttribute(
        'href',
        FULL.geo,
      )
      await expect(where.getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute('href', FULL.osm)
      await expect(where.getByRole('link', { name: 'Google Maps' })).toHaveAttribute('href', FULL.google)
      await expect(where.getByRole('link', { name: 'Join online' })).toHaveCount(FULL.upcoming ? 1 : 0)

      const google = event.getByRole('link', { name: 'Add to Google Calendar' })
      await expect(google).toHaveAttribute('target', '_blank')
      expect(new URL((await google.getAttribute('href'))!).searchParams.get('dates')).toBe(FULL.calendarDates)

      const register = page.getByRole('link', { name: 'Register on Luma' })
      if (FULL.upcoming) {
        await expect(register).toHaveAttribute('href', FULL.registration)
        await expect(register).toHaveAttribute('target', '_blank')
        await expect(page.getByText(FULL.note, { exact: true })).toBeVisible()
        await expect(page.getByRole('button', { name: 'Register Now' })).toHaveCount(0)
      } else await expect(register).toHaveCount(0)

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!)
      expect(jsonLd).toMatchObject({
        endDate: '2027-02-20T20:30:00+03:00',
        eventAttendanceMode: 'https://schema.org/MixedEventAttendanceMode',
        offers: { url: FULL.registration },
      })
      await expectAccessible(page)
      if (viewport.width === 390) await expectFitsPhone(page, page.locator('main'))
    })

    test('an event with none of them: the spec page, unchanged', async ({ page }) => {
      await gotoApp(page, `/events/${PLAIN.slug}`)
      const event = article(page)
      await expect(event.getByRole('heading', { level: 1, name: PLAIN.title })).toBeVisible()
      await expect(event.getByText(PLAIN.when, { exact: true })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Where to join us' })).toHaveCount(0)
      await expect(page.getByRole('link', { name: /^Register on/ })).toHaveCount(0)
      await expectAccessible(page)
      if (viewport.width === 390) await expectFitsPhone(page, page.locator('main'))
      if (PLAIN.upcoming) {
        // The spec's local registration: a toast, the button done, nothing sent.
        await page.getByRole('button', { name: 'Register Now' }).click()
        await expect(toastWith(page, 'Registration successful!')).toBeVisible()
        await expect(page.getByRole('button', { name: /You're Registered/ })).toBeDisabled()
      }
    })
  })

  test.describe(`${viewport.width} px, without JavaScript`, () => {
    test.use({ viewport })

    test('the generated page of the event with every field carries the same facts and links', async ({
      page,
    }) => {
      await gotoWithoutScripts(page, `/events/${FULL.slug}`)
      const event = article(page)
      await expect(event.getByRole('heading', { level: 1, name: FULL.title })).toBeVisible()
      await expect(event.getByText(FULL.when)).toBeVisible()
      await expect(event.getByText(FULL.address, { exact: true })).toBeVisible()
      await expect(event.getByRole('img', { name: FULL.map })).toBeVisible()
      for (const [name, href] of [
        ['Open in your map app', FULL.geo],
        ['OpenStreetMap', FULL.osm],
        ['Google Maps', FULL.google],
      ])
        await expect(event.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
      await expect(event.getByRole('link', { name: 'Add to Google Calendar' })).toHaveAttribute(
        'href',
        /^https:\/\/calendar\.google\.com\/calendar\/render\?/,
      )
      // The calendar file it links to carries the end, a sequence and the page's address.
      const ics = await (
        await page.request.get(
          (await event.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!,
        )
      ).text()
      expect(ics).toContain(`DTEND:${FULL.calendarDates.split('/')[1]}`)
      expect(ics).toMatch(/^SEQUENCE:\d+\r?$/m)
      expect(ics).toContain(`URL:${new URL(`/events/${FULL.slug}`, page.url()).href}`)
      await expect(event.getByRole('link', { name: 'Register on Luma' })).toHaveCount(FULL.upcoming ? 1 : 0)
      await expect(event.getByRole('link', { name: 'Join online' })).toHaveCount(FULL.upcoming ? 1 : 0)
      if (FULL.upcoming) {
        await expect(event.getByRole('link', { name: 'Register on Luma' })).toHaveAttribute(
          'target',
          '_blank',
        )
        await expect(event.getByText(`(${FULL.note})`)).toBeVisible()
      }
      await expectAccessible(page)
      if (viewport.width === 390) await expectFitsPhone(page, page.locator('body'))
    })

    test('the generated page of an event with none of them has no registration link or directions', async ({
      page,
    }) => {
      await gotoWithoutScripts(page, `/events/${PLAIN.slug}`)
      const event = article(page)
      await expect(event.getByRole('heading', { level: 1, name: PLAIN.title })).toBeVisible()
      await expect(event.getByText(PLAIN.when)).toBeVisible()
      await expect(event.getByRole('heading', { name: 'Where to join us' })).toHaveCount(0)
      await expect(event.getByRole('link', { name: /^Register/ })).toHaveCount(0)
      await expectAccessible(page)
      if (viewport.width === 390) await expectFitsPhone(page, page.locator('body'))
    })
  })
}

test.describe('a visitor in another time zone', () => {
  test.use({ timezoneId: 'Europe/London' })

  test("also sees the event's time on their own clock", async ({ page }) => {
    await gotoApp(page, `/events/${FULL.slug}`)
    await expect(article(page).getByText(FULL.when, { exact: true })).toBeVisible()
    await expect(article(page).getByText(FULL.london, { exact: true })).toBeVisible()
  })
})
