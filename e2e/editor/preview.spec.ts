import { expect, test } from '@playwright/test'
import matter from 'gray-matter'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { formatDate } from '@osck/shared/build-kit'
import { CONTENT_DIR, openEditorOnGitHub } from './support/editor'

test.describe.configure({ timeout: 120_000 })

const ENTRIES = [
  { section: 'blog', slug: 'building-on-mobile-money-apis', date: 'date', prefix: '' },
  { section: 'events', slug: 'python-data-workshop-2026', date: 'date', prefix: '' },
  { section: 'projects', slug: 'code-club-curriculum', date: 'startDate', prefix: 'Started: ' },
]

test('the preview pane shows each collection’s entry as its page does: title, date text, photo', async ({
  page,
}) => {
  const github = await openEditorOnGitHub(page)
  try {
    for (const { section, slug, date, prefix } of ENTRIES) {
      const { data } = matter(readFileSync(join(CONTENT_DIR, section, `${slug}.md`), 'utf8'))
      // A fresh load each time: Decap keeps the previous entry on a hash change alone.
      await page.goto('about:blank')
      await page.goto(`/admin/#/collections/${section}/entries/${slug}`)
      const preview = page.frameLocator('iframe').first()
      await expect(preview.getByRole('heading', { level: 1, name: String(data.title) })).toBeVisible({
        timeout: 30_000,
      })
      await expect(
        preview.getByText(`${prefix}${formatDate(String(data[date]))}`, { exact: true }),
      ).toBeVisible()
      const photo = preview.getByRole('img', { name: String(data.title) })
      await expect(photo).toHaveAttribute('src', /./)
      // The photo is the entry's own upload, read from the repository, and it loads.
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
    }
    expect(github.unanswered).toEqual([])
  } finally {
    github.remove()
  }
})
