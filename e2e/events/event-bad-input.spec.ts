import type { Page } from '@playwright/test'
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expectAccessible } from '../support/a11y'
import { gotoApp } from '../support/app'
import { expectFitsPhone, gotoWithoutScripts } from './event-fields'
import { section } from './event-program-recap'
import { expect, test } from './fixture-content'

// The journeys' event whose optional fields are all written wrong (fixtures/content/events/
// fixture-bad-input.md): its page shows the rest, in the app and without JavaScript, and
// `pnpm content:check` names each mistake.
const BAD = {
  slug: 'fixture-bad-input',
  title: 'Meetup With Mistakes in Its Front Matter',
  when: 'June 10, 2025 at 6:00 PM EAT',
  address: 'Innovation Village, Ntinda, Kampala',
  speaker: 'Okello Named',
  photo: 'The one photo that is there',
}
test.use({ timezoneId: 'Africa/Kampala', viewport: { width: 390, height: 844 } })

async function expectOnlyTheGoodParts(page: Page) {
  const event = page.locator('article', { has: page.getByRole('heading', { level: 1, name: BAD.title }) })
  await expect(event).toBeVisible()
  // An end before the start: the default end, so the time alone.
  await expect(event.getByText(BAD.when).first()).toBeVisible()
  expect(
    await page
      .locator('a[href]')
      .evaluateAll((links) =>
        links
          .map((link) => link.getAttribute('href')!)
          .filter((href) => /^\s*(javascript|data|ftp):/i.test(href)),
      ),
  ).toEqual([])
  await expect(page.getByRole('link', { name: /^Register on|^Join online|Slides|recording/ })).toHaveCount(0)
  // Coordinates out of range: no map point, the directions go by the address.
  await expect(page.getByRole('link', { name: 'Open in your map app' })).toHaveAttribute(
    'href',
    `geo:0,0?q=${encodeURIComponent(BAD.address)}`,
  )
  const speakers = section(page, 'Speakers').getByRole('listitem')
  await expect(speakers).toHaveCount(1)
  await expect(speakers).toContainText(BAD.speaker)
  await expect(page.getByText('A speaker without a name')).toHaveCount(0)
  const photos = section(page, 'Recap').getByRole('list', { name: 'Event photos' }).getByRole('img')
  await expect(photos).toHaveCount(1)
  await expect(photos).toHaveAccessibleName(BAD.photo)
  await expectAccessible(page)
  await expectFitsPhone(page, page.locator('body'))
}

test('with JavaScript: the page shows what is right and leaves the rest out', async ({ page }) => {
  await gotoApp(page, `/events/${BAD.slug}`)
  await expectOnlyTheGoodParts(page)
})

test('without JavaScript: the generated page leaves the same things out', async ({ page }) => {
  await gotoWithoutScripts(page, `/events/${BAD.slug}`)
  await expectOnlyTheGoodParts(page)
})

test('pnpm content:check names each mistake in the file', () => {
  const content = mkdtempSync(join(tmpdir(), 'osck-bad-input-'))
  cpSync(fileURLToPath(new URL('./fixtures/content', import.meta.url)), content, { recursive: true })
  const root = fileURLToPath(new URL('../..', import.meta.url))
  const check = spawnSync(process.execPath, ['scripts/content-check.mjs', content], {
    cwd: root,
    encoding: 'utf8',
  })
  expect(check.status).toBe(1)
  const named = `${check.stdout}${check.stderr}`
    .split('\n')
    .filter((line) => line.includes('fixture-bad-input.md'))
    .join('\n')
  for (const field of [
    'registration: "javascript:',
    'online: "ftp://example.org/join" is not an http or https URL',
    'end: "2025-06-10T17:00" is not after the start',
    'coordinates: ',
    'speakers[1]: has no name; it is left out',
    'recap.photos[1].photo: /uploads/fixture-gone.jpg does not exist',
    'recap.slides: "javascript:',
    'recap.recording: "data:text/html,recording" is not an http or https URL',
  ])
    expect(named).toContain(field)
  expect(named).toContain('/uploads/fixture-not-a-photo.jpg cannot be read as an image')
})
