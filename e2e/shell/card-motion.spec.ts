import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoApp } from '../support/app'

/** A list card of each section: the ones that lift on hover. */
const CARDS: { path: string; card: (page: Page) => Locator }[] = [
  { path: '/blog', card: (page) => page.locator('main article').first() },
  { path: '/events', card: (page) => page.locator('main article').first() },
  { path: '/projects', card: (page) => page.getByTestId('project-card').first() },
]

const styleOf = (card: Locator, property: 'transform' | 'boxShadow') =>
  card.evaluate((element, name) => getComputedStyle(element)[name], property)

test.describe('list cards', () => {
  for (const { path, card } of CARDS) {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      test(`${path}: hovered, a card ${reducedMotion === 'reduce' ? 'stays put under reduced motion' : 'lifts'}`, async ({
        page,
      }) => {
        await page.emulateMedia({ reducedMotion })
        await gotoApp(page, path)
        const target = card(page)
        await target.hover()
        await expect.poll(() => styleOf(target, 'boxShadow')).not.toBe('none')
        if (reducedMotion === 'reduce') expect(await styleOf(target, 'transform')).toBe('none')
        else await expect.poll(() => styleOf(target, 'transform')).toMatch(/^matrix\(1, 0, 0, 1, 0, -\d/)
      })
    }
  }

  // Chakra orders two width-less media queries of one style (e.g. `_hover` beside `_motionReduce`)
  // with localeCompare, whose first call builds an ICU collator: a ~50 ms task on a budget phone.
  test('the site never makes Chakra order its media queries with localeCompare', async ({ page }) => {
    await page.addInitScript(() => {
      const compare = String.prototype.localeCompare
      const calls: string[] = []
      Object.assign(window, { localeCompareCalls: calls })
      String.prototype.localeCompare = function (this: string, ...rest: Parameters<typeof compare>) {
        calls.push(`${this} / ${rest[0]}`)
        return compare.apply(this, rest)
      }
    })
    for (const { path, card } of [
      ...CARDS,
      { path: '/home', card: (page: Page) => page.locator('main article').first() },
    ]) {
      await gotoApp(page, path)
      await card(page).hover()
      expect(
        await page.evaluate(() => (window as unknown as { localeCompareCalls: string[] }).localeCompareCalls),
      ).toEqual([])
    }
  })
})
