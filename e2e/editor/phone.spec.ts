import { expect, test } from '@playwright/test'
import { openEditorOnGitHub } from './support/editor'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
test.describe.configure({ timeout: 120_000 })

test('on a 390 px phone an event is created and saved, and a missing title is named before saving', async ({
  page,
}) => {
  const github = await openEditorOnGitHub(page)
  try {
    const field = (name: string) => page.locator(`[id^="${name}-field-"]`)
    await page.goto('/admin/#/collections/events/new')
    // The form fits the phone's width: every field is reached by scrolling down.
    await expect(field('title')).toBeInViewport({ ratio: 1 })
    await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 })
    await field('location').fill('Innovation Village, Ntinda')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/title.*required/i).first()).toBeVisible()
    expect(github.pulls).toEqual([])

    await field('title').fill('Phone meetup')
    await field('date').fill('2030-02-03T17:00')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => github.pulls.map((pr) => pr.head)).toEqual(['cms/events/phone-meetup'])
    expect(github.git('show', 'cms/events/phone-meetup:content/events/phone-meetup.md')).toBe(
      [
        '---',
        'title: Phone meetup',
        'date: 2030-02-03T17:00',
        'location: Innovation Village, Ntinda',
        '---',
      ].join('\n'),
    )
  } finally {
    github.remove()
  }
})
