import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Zero serious or critical axe violations on the page as it is now. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const summary = blocking.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  )
  // The first node's explanation (e.g. the measured contrast) makes a failure actionable.
  const details = blocking.map((v) => `${v.id}: ${v.nodes[0]?.failureSummary ?? ''}`).join('\n')
  expect(summary, `axe violations on ${label}\n${details}`).toEqual([])
}
