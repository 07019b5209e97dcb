import { expect, test, type Page } from '@playwright/test'
import { OFFER_DELETE, PHOTO_KEPT } from '../../shell/vite/admin/delete/photo-usage'
import { openEditorOnGitHub } from './support/editor'
import type { FakeGitHub } from './support/github-api'

test.describe.configure({ timeout: 120_000 })

const event = (title: string, photo: string) =>
  `---\ntitle: ${title}\ndate: 2030-01-10\nimage: /uploads/${photo}\n---\nAn event.\n`
const ON_MAIN = {
  'content/events/zz-photo-alone.md': event('ZZ photo alone', 'zz-alone.jpg'),
  'content/uploads/zz-alone.jpg': 'a photo only this event uses',
  'content/events/zz-photo-kept.md': event('ZZ photo kept', 'zz-kept.jpg'),
  'content/uploads/zz-kept.jpg': 'a photo whose deletion is declined',
  'content/events/zz-photo-shared.md': event('ZZ photo shared', 'zz-shared.jpg'),
  'content/blog/zz-shares-a-photo.md':
    '---\ntitle: ZZ shares a photo\n---\n![The crowd](/uploads/zz-shared.jpg)\n',
  'content/uploads/zz-shared.jpg': 'a photo a post uses too',
}

const onMain = (github: FakeGitHub, path: string) => github.git('ls-tree', '--name-only', 'main', path)

/** Opens a published event and deletes it, answering the editor's questions in turn. */
async function deleteEvent(page: Page, slug: string, answers: boolean[]) {
  const dialogs: string[] = []
  page.removeAllListeners('dialog')
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void (dialog.type() === 'alert' || answers.shift() ? dialog.accept() : dialog.dismiss())
  })
  await page.goto('about:blank')
  await page.goto(`/admin/#/collections/events/entries/${slug}`)
  await expect(page.locator('[id^="title-field-"]')).toHaveValue(/^ZZ photo/)
  await page.getByRole('button', { name: 'Delete published entry' }).click()
  return dialogs
}

test('deleting an entry says whether its photo is still used, and deletes it only when the organiser accepts', async ({
  page,
}) => {
  const github = await openEditorOnGitHub(page, ON_MAIN)
  try {
    // Used by no other entry, and the organiser accepts: the event and its photo leave main.
    let dialogs = await deleteEvent(page, 'zz-photo-alone', [true, true])
    await expect.poll(() => onMain(github, 'content/uploads/zz-alone.jpg')).toBe('')
    expect(onMain(github, 'content/events/zz-photo-alone.md')).toBe('')
    expect(dialogs).toEqual([
      'Are you sure you want to delete this published entry?',
      OFFER_DELETE('/uploads/zz-alone.jpg'),
    ])

    // Declined: the event goes, its photo stays.
    dialogs = await deleteEvent(page, 'zz-photo-kept', [true, false])
    await expect.poll(() => onMain(github, 'content/events/zz-photo-kept.md')).toBe('')
    expect(onMain(github, 'content/uploads/zz-kept.jpg')).toBe('content/uploads/zz-kept.jpg')
    expect(dialogs.at(-1)).toBe(OFFER_DELETE('/uploads/zz-kept.jpg'))

    // Another entry uses it: said so, never offered, kept.
    dialogs = await deleteEvent(page, 'zz-photo-shared', [true])
    await expect.poll(() => onMain(github, 'content/events/zz-photo-shared.md')).toBe('')
    expect(dialogs.at(-1)).toBe(PHOTO_KEPT('/uploads/zz-shared.jpg', ['content/blog/zz-shares-a-photo.md']))
    expect(onMain(github, 'content/uploads/zz-shared.jpg')).toBe('content/uploads/zz-shared.jpg')
    expect(github.pulls).toEqual([])
    expect(github.unanswered).toEqual([])
  } finally {
    github.remove()
  }
})
