import { expect, test } from '@playwright/test'
import { fileOn, gitBlobSha, newPhoto, openEditorOnGitHub } from './support/editor'

test.describe.configure({ timeout: 120_000 })

test('a saved entry becomes a branch and a draft pull request, not a commit on main', async ({ page }) => {
  const github = await openEditorOnGitHub(page)
  try {
    const main = github.git('rev-parse', 'main')
    const field = (name: string) => page.locator(`[id^="${name}-field-"]`)
    await page.goto('/admin/#/collections/blog/new')
    await field('title').fill('Kampala: "Hack" #1 — Webale 🎉')
    await field('date').fill('2026-07-04')
    await field('category').fill('Events')
    await field('tags').fill('design, ux')
    await page.getByRole('button', { name: 'Choose an image' }).click()
    const photo = await newPhoto()
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'meetup-photo.jpg', mimeType: 'image/jpeg', buffer: photo })
    await page.getByRole('button', { name: /Choose selected/i }).click()
    await expect(page.getByRole('button', { name: 'Choose different image' })).toBeVisible()
    await page.getByRole('button', { name: 'Save' }).click()

    const branch = 'cms/blog/kampala-hack-1-webale'
    await expect
      .poll(() => github.pulls.map((pr) => [pr.head, pr.base, pr.state, pr.labels]), {
        timeout: 30_000,
      })
      .toEqual([[branch, 'main', 'open', ['decap-cms/draft']]])
    expect(fileOn(github, branch, 'content/blog/kampala-hack-1-webale.md')).toBe(
      [
        '---',
        `title: 'Kampala: "Hack" #1 — Webale 🎉'`,
        'date: 2026-07-04',
        'author: Open Source Community Kampala',
        'image: /uploads/meetup-photo.jpg',
        'category: Events',
        'tags:',
        '  - design',
        '  - ux',
        'featured: false',
        '---',
      ].join('\n'),
    )
    // The photo as uploaded, byte for byte.
    expect(github.git('rev-parse', `${branch}:content/uploads/meetup-photo.jpg`)).toBe(gitBlobSha(photo))
    expect(github.git('diff', '--name-only', 'main', branch).split('\n')).toEqual([
      'content/blog/kampala-hack-1-webale.md',
      'content/uploads/meetup-photo.jpg',
    ])
    // main is where it was: publishing is the section team's merge.
    expect(github.git('rev-parse', 'main')).toBe(main)
    expect(github.unanswered).toEqual([])
  } finally {
    github.remove()
  }
})
