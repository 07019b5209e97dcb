import { expect, test, type Page } from '@playwright/test'
import { fileOn, openEditorOnGitHub } from './support/editor'

test.describe.configure({ timeout: 180_000 })

const field = (page: Page, name: string) => page.locator(`[id^="${name}-field-"]`)
const save = (page: Page) => page.getByRole('button', { name: 'Save' }).click()

async function newEvent(page: Page, title: string) {
  await page.goto('about:blank')
  await page.goto('/admin/#/collections/events/new')
  await field(page, 'title').fill(title)
}

test('an event’s date without a time is saved as a date', async ({ page }) => {
  const github = await openEditorOnGitHub(page)
  try {
    await newEvent(page, 'Date only')
    await field(page, 'date').fill('2030-05-01')
    await save(page)
    const branch = 'cms/events/date-only'
    await expect.poll(() => github.pulls.map((pr) => pr.head), { timeout: 60_000 }).toEqual([branch])
    expect(fileOn(github, branch, 'content/events/date-only.md')).toMatch(/^date: 2030-05-01$/m)
  } finally {
    github.remove()
  }
})

test('a time without a date, a date typed in part, and a day that does not exist are refused, naming the field', async ({
  page,
}) => {
  const github = await openEditorOnGitHub(page, {
    'content/events/leap-day.md': '---\ntitle: Leap day\ndate: 2026-02-29T18:00\n---\n',
  })
  try {
    await newEvent(page, 'Time only')
    await page.getByLabel('Ends: time').fill('18:30')
    await save(page)
    await expect(page.getByText('Ends: add the date for 18:30, or clear the time.')).toBeVisible()

    await newEvent(page, 'Half a date')
    await field(page, 'date').focus()
    await page.keyboard.type('0504')
    await save(page)
    await expect(page.getByText(/^Date and time: the date is not complete or does not exist/)).toBeVisible()

    await page.goto('about:blank')
    await page.goto('/admin/#/collections/events/entries/leap-day')
    await field(page, 'title').fill('Leap day, again')
    await save(page)
    await expect(page.getByText('Date and time: 2026-02-29 is not a real date.')).toBeVisible()
    expect(github.pulls).toEqual([])
  } finally {
    github.remove()
  }
})
