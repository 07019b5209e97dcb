import { expect, test, type Page } from '@playwright/test'
import { gotoApp, recordDataRequests, recordRequests } from '../support/app'
import { mockProjects, toastWith, waitForProjects } from './fixtures'

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Suggest a Project' })
const field = (page: Page, name: string) => dialog(page).getByRole('textbox', { name, exact: true })

async function openDialog(page: Page, button = 'Suggest a Project') {
  await page.getByRole('button', { name: button }).click()
  await expect(dialog(page)).toBeVisible()
  await expect(field(page, 'Your Name')).toBeFocused()
}

async function fillValid(page: Page) {
  await field(page, 'Your Name').fill('Jane Namukasa')
  await field(page, 'Email').fill('jane@example.com')
  await field(page, 'Project Title').fill('Matatu Tracker')
  await field(page, 'Project Description').fill('Live taxi positions for commuters.')
}

test.describe('suggest-a-project dialog', () => {
  test.beforeEach(async ({ page }) => {
    await mockProjects(page)
  })

  test('its code is downloaded only when it is wanted', async ({ page }) => {
    const requests = recordRequests(page)
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    expect(requests.urls.filter((url) => /SuggestDialog/.test(url))).toEqual([])
    await openDialog(page)
    expect(
      requests.urls.filter((url) => /\/remotes\/projects\/SuggestDialog-[\w-]+\.js$/.test(url)),
    ).toHaveLength(1)
  })

  test('title, four required labelled fields, 525 px wide, Close button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await gotoApp(page, '/projects')
    await openDialog(page)
    await expect(dialog(page).getByRole('heading', { name: 'Suggest a Project' })).toBeVisible()
    const fields = [
      ['Your Name', 'name', 'INPUT'],
      ['Email', 'email', 'INPUT'],
      ['Project Title', 'projectTitle', 'INPUT'],
      ['Project Description', 'projectDescription', 'TEXTAREA'],
    ] as const
    for (const [label, name, tag] of fields) {
      const input = field(page, label)
      await expect(input).toHaveAttribute('name', name)
      await expect(input).toHaveAttribute('required', '')
      expect(await input.evaluate((el) => el.tagName)).toBe(tag)
      // A visible label bound to the input.
      await expect(dialog(page).locator('label', { hasText: label })).toBeVisible()
      await expect(page.getByLabel(label, { exact: false }).first()).toHaveAttribute('name', name)
    }
    await expect(field(page, 'Email')).toHaveAttribute('type', 'email')
    const content = page.locator('[data-scope="dialog"][data-part="content"]')
    expect((await content.boundingBox())?.width).toBe(525)
    await expect(dialog(page).getByRole('button', { name: 'Close' })).toBeVisible()
  })

  test('fits a 390 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoApp(page, '/projects')
    await openDialog(page)
    const box = await page.locator('[data-scope="dialog"][data-part="content"]').boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(390)
  })

  test('focus stays inside; Escape and Close close it and focus returns to the opener', async ({ page }) => {
    await gotoApp(page, '/projects')
    await openDialog(page)
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await dialog(page).evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Suggest a Project' })).toBeFocused()

    await openDialog(page, 'Submit Your Idea')
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByRole('button', { name: 'Submit Your Idea' })).toBeFocused()
  })

  test('browser validation: an empty form or a bad email keeps the dialog open', async ({ page }) => {
    const logs: string[] = []
    page.on('console', (message) => logs.push(message.text()))
    await gotoApp(page, '/projects')
    await openDialog(page)
    await dialog(page).getByRole('button', { name: 'Submit Suggestion' }).click()
    await expect(dialog(page)).toBeVisible()
    expect(await field(page, 'Your Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(
      true,
    )
    await fillValid(page)
    await field(page, 'Email').fill('not-an-email')
    await dialog(page).getByRole('button', { name: 'Submit Suggestion' }).click()
    await expect(dialog(page)).toBeVisible()
    expect(await field(page, 'Email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true)
    await expect(toastWith(page, 'Project suggestion submitted successfully!')).toHaveCount(0)
    expect(logs.filter((text) => text.startsWith('Project suggestion'))).toEqual([])
  })

  test('submit: values only logged, nothing sent, form reset, dialog closed, toast', async ({ page }) => {
    const logs: string[] = []
    page.on('console', (message) => logs.push(message.text()))
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    await openDialog(page)
    await fillValid(page)
    // Let the toast machinery (fetched on first interaction) arrive before recording.
    await page.waitForLoadState('networkidle')
    const requests = recordDataRequests(page)
    await dialog(page).getByRole('button', { name: 'Submit Suggestion' }).click()
    await expect(toastWith(page, 'Project suggestion submitted successfully!')).toBeVisible()
    await expect(dialog(page)).toBeHidden()
    expect(requests.urls).toEqual([])
    const logged = logs.find((text) => text.startsWith('Project suggestion'))
    expect(logged).toContain('Jane Namukasa')
    expect(logged).toContain('Matatu Tracker')

    await openDialog(page)
    for (const name of ['Your Name', 'Email', 'Project Title', 'Project Description']) {
      await expect(field(page, name)).toHaveValue('')
    }
  })
})
