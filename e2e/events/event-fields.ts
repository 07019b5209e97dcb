import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The journeys' own events (fixtures/content/events/, published by fixture-content.ts): one that
 * uses every optional field, and one that uses none.
 */
export const FULL = {
  slug: 'fixture-every-field',
  title: 'Monthly Community Meetup: Building for Low Bandwidth',
  when: 'February 20, 2027 at 6:00 PM – 8:30 PM EAT',
  london: 'Your time: February 20, 2027 at 3:00 PM – 5:30 PM (UTC+0)',
  address: 'College of Computing and Information Sciences, Makerere University, Kampala',
  map: 'Map: the way to College of Computing and Information Sciences, Makerere University, Kampala',
  registration: 'https://lu.ma/osck-low-bandwidth-meetup',
  note: '80 seats · Registration open',
  online: 'https://meet.jit.si/osck-low-bandwidth-meetup',
  geo: 'geo:0.3319,32.57?q=0.3319,32.57(College%20of%20Computing%20and%20Information%20Sciences%2C%20Makerere%20University%2C%20Kampala)',
  osm: 'https://www.openstreetmap.org/?mlat=0.3319&mlon=32.57#map=17/0.3319/32.57',
  google: 'https://www.google.com/maps/search/?api=1&query=0.3319,32.57',
  calendarDates: '20270220T150000Z/20270220T173000Z',
  /** Registration and the join link show only while it is upcoming (with the real clock). */
  upcoming: Date.parse('2027-02-20T18:00:00+03:00') > Date.now(),
}
export const PLAIN = {
  slug: 'fixture-no-fields',
  title: 'Git and GitHub for Beginners',
  when: 'January 16, 2027',
  upcoming: Date.parse('2027-01-16T23:59:59+03:00') > Date.now(),
}

export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const

/** At 390 px: nothing wider than the screen, and every link and button inside it. */
export async function expectFitsPhone(page: Page, scope: Locator): Promise<void> {
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  const boxes = await scope.locator('a, button').evaluateAll((controls) =>
    controls
      .filter((control) => control.getClientRects().length > 0)
      .map((control) => {
        const { left, right } = control.getBoundingClientRect()
        return { text: control.textContent?.trim(), left, right }
      }),
  )
  expect(boxes.length).toBeGreaterThan(0)
  for (const box of boxes) {
    expect(box.left, box.text).toBeGreaterThanOrEqual(0)
    expect(box.right, box.text).toBeLessThanOrEqual(390)
  }
}

/**
 * Opens `path` as a reader without JavaScript sees it: the generated HTML with its scripts removed
 * and its `<noscript>` parts applied, and no script file loaded. (With JavaScript turned off in
 * the browser, axe and the measurements, which run in the page, could not run.)
 */
export async function gotoWithoutScripts(page: Page, path: string): Promise<void> {
  await page.route('**/*.{js,mjs}', (route) => route.abort())
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch()
      const html = (await response.text())
        .replace(/<script\b[\s\S]*?<\/script>/gi, '')
        .replace(/<\/?noscript>/gi, '')
      await route.fulfill({ response, body: html })
    },
  )
  await page.goto(path)
}
