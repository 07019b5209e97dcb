import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { openEditorOnGitHub } from './support/editor'

test.describe.configure({ timeout: 120_000 })

/**
 * Decap CMS's own markup (3.16), which this site cannot change: the rich-text editor's unnamed
 * textbox and mode switch, the toolbar's nested menu buttons and unlabelled settings button,
 * CodeMirror's hidden textarea and scroller, the untitled preview iframe, and the grey header link
 * and toolbar labels. docs/editing.md says so.
 */
const DECAP_RULES = [
  'aria-input-field-name',
  'aria-required-attr',
  'button-name',
  'color-contrast',
  'frame-title',
  'label',
  'nested-interactive',
  'scrollable-region-focusable',
]

const blocking = (results: Awaited<ReturnType<AxeBuilder['analyze']>>) =>
  results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)

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
