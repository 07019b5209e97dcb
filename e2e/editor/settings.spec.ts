import { expect, test, type Page } from '@playwright/test'
import { fileOn, openEditorOnGitHub } from './support/editor'

// The settings in /admin/: one form for content/settings/community.yml (shell/vite/admin/settings-collection.ts).
test.describe.configure({ timeout: 180_000 })

const field = (page: Page, name: string) => page.locator(`[id^="${name}-field-"]`)

test('an organiser sets the newsletter provider; an http: address is refused on the field', async ({
  page,
}) => {
  const github = await openEditorOnGitHub(page)
  try {
    await page.goto('about:blank')
    await page.goto('/admin/#/collections/settings/entries/community')
    const action = field(page, 'action')
    await expect(action).toBeVisible({ timeout: 30_000 })
    await action.fill('http://lists.example.org/subscribe')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Must be an https:// address')).toBeVisible()
    expect(github.pulls).toHaveLength(0)

    // Decap keeps the typed value on a plain fill: clear it first.
    await action.press('ControlOrMeta+a')
    await action.press('Delete')
    await action.fill('https://lists.example.org/subscribe')
    await expect(action).toHaveValue('https://lists.example.org/subscribe')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => github.pulls.length, { timeout: 60_000 }).toBe(1)
    const saved = fileOn(github, github.pulls[0]!.head, 'content/settings/community.yml')
    expect(saved).toContain('action: https://lists.example.org/subscribe')
    expect(github.unanswered).toEqual([])
  } finally {
    github.remove()
  }
})
