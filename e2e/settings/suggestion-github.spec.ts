import { expect, test } from '@playwright/test'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gotoApp } from '../support/app'
import { startFixtureSite, type FixtureSite } from '../support/fixture-site'
import { settle, toastWith } from '../blog/fixtures'

/**
 * Suggestions sent to a GitHub repository (content/settings/community.yml `suggestions.github`):
 * a prefilled issue there, opened in a new tab (github.com is never loaded: the tab is answered here).
 */
const REPOSITORY = 'https://github.com/osck/ideas'
let site: FixtureSite

test.use({ viewport: { width: 390, height: 844 } })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  site = await startFixtureSite({
    write: (content) => {
      mkdirSync(join(content, 'settings'), { recursive: true })
      writeFileSync(join(content, 'settings/community.yml'), `suggestions:\n  github: ${REPOSITORY}\n`)
    },
  })
})

test.afterAll(() => site?.close())

test.describe('project suggestions', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the generated /projects links to a new issue in the repository', async ({ page }) => {
      await page.goto(`${site.base}/projects`)
      const suggest = page.getByRole('region', { name: 'Suggest a Project' })
      await expect(suggest.getByRole('link', { name: 'Suggest a project on GitHub' })).toHaveAttribute(
        'href',
        `${REPOSITORY}/issues/new`,
      )
      await expect(suggest.locator('form')).toHaveCount(0)
    })
  })

  test('submitting opens the prefilled issue in a new tab, then the dialog closes, resets and toasts', async ({
    page,
    context,
  }) => {
    // The new tab is answered here: github.com is never loaded.
    await context.route('https://github.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>stand-in</title>' }),
    )
    await gotoApp(page, `${site.base}/projects`)
    await settle(page)
    await page.getByRole('button', { name: 'Suggest a Project' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Suggest a Project' })
    const values = {
      'Your Name': 'Jane Namukasa',
      Email: 'jane@example.com',
      'Project Title': 'Matatu Tracker',
      'Project Description': 'Live taxi positions.',
    }
    for (const [name, value] of Object.entries(values))
      await dialog.getByRole('textbox', { name, exact: true }).fill(value)
    const opened = context.waitForEvent('page')
    await dialog.getByRole('button', { name: 'Submit Suggestion' }).click()
    const tab = await opened
    await tab.waitForURL(/\/issues\/new/)
    const issue = new URL(tab.url())
    expect(issue.origin + issue.pathname).toBe(`${REPOSITORY}/issues/new`)
    expect(issue.searchParams.get('title')).toBe('Project idea: Matatu Tracker')
    expect(issue.searchParams.get('body')).toContain('Live taxi positions.')
    await expect(dialog).toHaveCount(0)
    // The spec's toast title; its description says where the suggestion is.
    await expect(toastWith(page, 'Project suggestion submitted successfully!')).toContainText(
      'ready as a GitHub issue in the new tab',
    )
    await page.getByRole('button', { name: 'Suggest a Project' }).first().click()
    await expect(dialog.getByRole('textbox', { name: 'Your Name' })).toHaveValue('')
  })
})
