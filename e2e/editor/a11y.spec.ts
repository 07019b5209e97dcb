import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { blocking, DECAP_RULES } from './support/axe'
import { openEditorOnGitHub } from './support/editor'

test.describe.configure({ timeout: 120_000 })

test('axe on /admin/: our preview pane is clean, and Decap has nothing serious beyond its known rules', async ({
  page,
}) => {
  const github = await openEditorOnGitHub(page)
  try {
    await page.goto('about:blank')
    await page.goto('/admin/#/collections/blog/entries/building-on-mobile-money-apis')
    const preview = page.frameLocator('#preview-pane')
    await expect(preview.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 })
    await expect(preview.getByRole('img').first()).toBeVisible()

    // The preview templates (shell/vite/admin/preview/) with every rule.
    const ours = await new AxeBuilder({ page }).include(['#preview-pane', 'article']).analyze()
    expect(blocking(ours)).toEqual([])
    expect(ours.passes.flatMap((rule) => rule.nodes).some((node) => node.target.length > 1)).toBe(true)

    const whole = await new AxeBuilder({ page }).disableRules(DECAP_RULES).analyze()
    expect(blocking(whole)).toEqual([])
  } finally {
    github.remove()
  }
})
