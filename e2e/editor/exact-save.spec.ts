import { expect, test, type Page } from '@playwright/test'
import { NOT_AN_IMAGE } from '../../shell/vite/admin/preview/upload-guard'
import { fallbackNotice } from '../../shell/vite/admin/save/fallback-name'
import { TITLE_PATTERN } from '../../shell/vite/admin/save/title'
import { fileOn, openEditorOnGitHub } from './support/editor'

test.describe.configure({ timeout: 180_000 })

const field = (page: Page, name: string) => page.locator(`[id^="${name}-field-"]`)

async function newEntry(page: Page, section: string) {
  await page.goto('about:blank')
  await page.goto(`/admin/#/collections/${section}/new`)
}

const HAND_WRITTEN = 'content/blog/written-with-care.md'
const FILE = [
  '---',
  "title: 'Mapping Kampala: a report'",
  'date: 2026-02-01',
  'author: "Nakato"   # she asked for quotes',
  'tags: [osm, maps]',
  'description: A summary that someone wrapped by hand',
  '  over two lines of the file',
  '---',
  'We met at *the hub*.',
  '',
].join('\n')

test('editing one field of a hand-written file changes only that line in the pull request', async ({
  page,
}) => {
  const github = await openEditorOnGitHub(page, { [HAND_WRITTEN]: FILE })
  try {
    await page.goto('about:blank')
    await page.goto('/admin/#/collections/blog/entries/written-with-care')
    await expect(field(page, 'title')).toHaveValue('Mapping Kampala: a report')
    await field(page, 'title').fill('Mapping Kampala: the report')
    await page.getByRole('button', { name: 'Save' }).click()
    const branch = 'cms/blog/written-with-care'
    await expect.poll(() => github.pulls.map((pr) => pr.head), { timeout: 60_000 }).toEqual([branch])
    expect(github.git('diff', '--name-only', 'main', branch)).toBe(HAND_WRITTEN)
    expect(fileOn(github, branch, HAND_WRITTEN) + '\n').toBe(
      FILE.replace("title: 'Mapping Kampala: a report'", "title: 'Mapping Kampala: the report'"),
    )
    expect(github.unanswered).toEqual([])
  } finally {
    github.remove()
  }
})

test('a title of spaces is refused on the field; one of emoji alone is saved under a name from its date, said before saving; spaces around a title are trimmed', async ({
  page,
}) => {
  const github = await openEditorOnGitHub(page)
  try {
    await newEntry(page, 'blog')
    await field(page, 'title').fill('   ')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(TITLE_PATTERN[1]!)).toBeVisible()
    await expect(page.getByText(/API_ERROR/)).toHaveCount(0)
    expect(github.pulls).toEqual([])

    await field(page, 'title').fill('  🎉 🎉  ')
    await field(page, 'date').fill('2026-12-05')
    const notice = page.frameLocator('iframe').first().getByRole('status')
    await expect(notice).toHaveText(fallbackNotice('blog', 'post-2026-12-05'))
    await page.getByRole('button', { name: 'Save' }).click()
    const emoji = 'cms/blog/post-2026-12-05'
    await expect.poll(() => github.pulls.map((pr) => pr.head), { timeout: 60_000 }).toEqual([emoji])
    expect(fileOn(github, emoji, 'content/blog/post-2026-12-05.md')).toBe(
      [
        '---',
        'title: 🎉 🎉',
        'date: 2026-12-05',
        'author: Open Source Community Kampala',
        'category: General',
        'featured: false',
        '---',
      ].join('\n'),
    )
    await expect(page.getByText(/API_ERROR/)).toHaveCount(0)

    await newEntry(page, 'blog')
    await field(page, 'title').fill('   Launch night 🎉  ')
    await expect(page.frameLocator('iframe').first().getByRole('status')).toHaveCount(0)
    await page.getByRole('button', { name: 'Save' }).click()
    const branch = 'cms/blog/launch-night'
    await expect.poll(() => github.pulls.map((pr) => pr.head), { timeout: 60_000 }).toEqual([emoji, branch])
    expect(fileOn(github, branch, 'content/blog/launch-night.md')).toMatch(/^title: Launch night 🎉$/m)
  } finally {
    github.remove()
  }
})

test('a PDF named poster.jpg is refused at upload by its bytes', async ({ page }) => {
  const github = await openEditorOnGitHub(page)
  try {
    const alerts: string[] = []
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message())
      void dialog.accept()
    })
    await newEntry(page, 'events')
    await field(page, 'title').fill('Poster test')
    await page.getByRole('button', { name: 'Choose an image' }).first().click()
    await page.locator('input[type=file]').setInputFiles({
      name: 'poster.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'),
    })
    await expect.poll(() => alerts).toEqual([NOT_AN_IMAGE('poster.jpg')])
    await expect(page.getByText('poster.jpg', { exact: true })).toHaveCount(0)
  } finally {
    github.remove()
  }
})
