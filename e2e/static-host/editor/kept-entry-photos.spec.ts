import type { Page } from '@playwright/test'
import type { FakeGitHub } from '../../editor/support/github-api'
import { CONFIGURE, expect, PHONE_USE, test } from './fixture'
import { field as fieldOf, localBackup, signedInAt, signInAgainAfterExpiry } from './journey'
import { BASE } from './live-editor'
import { loaded } from './photos'

test.use(PHONE_USE)
test.describe.configure(CONFIGURE)

const SLUG = 'kampala-react-meetup-recap'
/** The photos the post shows: its image field's and its body's. */
const USED = ['react-kampala.generated.jpg', 'meetup-recap.generated.jpg']
const field = (page: Page, name: string) => fieldOf(page, name).first()

/**
 * The photos of the library (content/uploads on main) the page asks for from now on, by file name:
 * from GitHub's API (a blob, or a file by path) and from the site.
 */
function photoRequests(page: Page, github: FakeGitHub) {
  const library = new Map(
    github
      .git('ls-tree', 'main', 'content/uploads/')
      .split('\n')
      .map((line) => line.split('\t'))
      .map(([info, path]) => [info!.split(' ')[2]!, path!.slice(path!.lastIndexOf('/') + 1)]),
  )
  const names = new Set(library.values())
  const asked = { github: [] as string[], site: [] as string[] }
  page.on('request', (request) => {
    const { hostname, pathname } = new URL(request.url())
    const last = decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1))
    const photo = library.get(last) ?? (names.has(last) ? last : undefined)
    if (hostname === 'api.github.com' && photo) asked.github.push(photo)
    else if (pathname.startsWith(`${BASE}uploads/`)) asked.site.push(last)
  })
  return { library: [...names], asked }
}

test('reopening a published post with a local backup asks for no photo of the library it does not show: its own come from the site, and the library stays listed', async ({
  page,
  live,
}) => {
  const editing = await signedInAt(page, live, `#/collections/blog/entries/${SLUG}`)
  await expect(field(page, 'author')).toHaveValue('Joel Ssempa')
  await field(page, 'title').fill('Recap: React Kampala Meetup in Ntinda')
  await expect.poll(() => localBackup(page, `backup.blog.${SLUG}`)).toContain('in Ntinda')

  const { library, asked } = photoRequests(page, live.github)
  expect(library).toEqual(expect.arrayContaining([...USED, 'women-in-oss.generated.jpg']))
  await signInAgainAfterExpiry(page, editing)
  await expect(field(page, 'title')).toHaveValue('Recap: React Kampala Meetup in Ntinda')
  await expect.poll(() => loaded(page.locator('img[role="presentation"]').first())).toBe(true)
  const preview = page.frameLocator('#preview-pane')
  const photo = preview.getByRole('img', { name: 'Recap: React Kampala Meetup in Ntinda' })
  await expect.poll(() => loaded(photo)).toBe(true)
  // Decap asks GitHub for every photo a backup lists as it reads it, before its offer comes up.
  expect(asked.github).toEqual([])
  expect(asked.site.filter((name) => !USED.includes(name))).toEqual([])

  // The photo library still lists every photo, as it did before the sign-in expired.
  await page.getByRole('button', { name: 'Choose different image' }).first().click()
  const dialog = page.getByRole('dialog')
  // Decap's search box is off while the library it shows is empty.
  const search = dialog.getByRole('textbox', { name: 'Search...' })
  await expect(search).toBeEnabled()
  await search.fill('women-in-oss')
  await expect(dialog.getByText(/^women-in-oss\./)).toHaveText([
    'women-in-oss.generated.jpg',
    'women-in-oss.svg',
  ])
})
