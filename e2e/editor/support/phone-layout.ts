import { expect, type Locator, type Page } from '@playwright/test'

export const PHONE = { width: 390, height: 844 }

/**
 * One screen of the editor at 390 px: the page does not scroll sideways
 * (document.documentElement.scrollWidth), and every control named lies inside the screen's width
 * once scrolled into view (its bounding box, measured). A control off the right edge is named.
 */
export async function expectFitsPhone(page: Page, screen: string, controls: Record<string, Locator>) {
  await expect(async () => {
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(scrollWidth, `${screen}: the page's width`).toBeLessThanOrEqual(PHONE.width)
    const outside: string[] = []
    for (const [name, control] of Object.entries(controls)) {
      await control.scrollIntoViewIfNeeded({ timeout: 2_000 })
      const box = await control.boundingBox()
      if (!box) outside.push(`${name}: not drawn`)
      else if (box.x < 0 || box.x + box.width > PHONE.width || box.width === 0)
        outside.push(`${name}: x ${Math.round(box.x)}–${Math.round(box.x + box.width)}`)
    }
    expect(outside, `${screen}: controls outside the 390 px screen`).toEqual([])
  }).toPass({ timeout: 15_000 })
}
