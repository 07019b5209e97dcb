import { expect, test } from '@playwright/test'
import { gotoApp } from '../support/app'

/** One chunk per screen in every section (docs/section-teams.md): a page downloads only its own. */
const SECTIONS = [
  { section: 'blog', list: 'BlogListPage', detail: 'BlogDetailPage', slug: 'why-documentation-matters' },
  { section: 'events', list: 'EventsListPage', detail: 'EventDetailPage', slug: 'git-and-github-workshop' },
  { section: 'projects', list: 'ProjectsListPage', detail: 'ProjectDetailPage', slug: 'boda-safety-app' },
]

for (const { section, list, detail, slug } of SECTIONS) {
  const chunk = (name: string) => new RegExp(`^/remotes/${section}/${name}-[^/]+\\.js$`)
  for (const [path, own, other] of [
    [`/${section}`, list, detail],
    [`/${section}/${slug}`, detail, list],
  ] as const) {
    test(`${path} downloads its own screen (${own}), never the ${other} screen`, async ({ page }) => {
      const requested: string[] = []
      page.on('request', (request) => requested.push(new URL(request.url()).pathname))
      await gotoApp(page, path)
      await expect(page.locator('main h1').first()).toBeVisible()
      expect(requested.some((p) => chunk(own).test(p))).toBe(true)
      expect(requested.filter((p) => chunk(other).test(p))).toEqual([])
    })
  }
}

test('the not-found page is a chunk of its own: Home never downloads it, an unknown path shows it', async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  const notFoundChunk = (path: string) => /^\/assets\/NotFoundPage-[^/]+\.js$/.test(path)
  await gotoApp(page, '/home')
  await expect(page.locator('main h1').first()).toBeVisible()
  expect(requested.filter(notFoundChunk)).toEqual([])
  await gotoApp(page, '/no-such-page')
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  expect(requested.some(notFoundChunk)).toBe(true)
})

test("Home downloads the blog's and events' teasers, never a section's routes or a screen", async ({
  page,
}) => {
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  await gotoApp(page, '/home')
  for (const section of ['blog', 'events']) {
    const teaser = new RegExp(`^/remotes/${section}/HomeTeaser-[^/]+\\.js$`)
    await expect(async () => {
      await page.mouse.wheel(0, 600)
      expect(requested.some((p) => teaser.test(p))).toBe(true)
    }).toPass()
  }
  await expect(
    page.getByRole('region', { name: 'Upcoming Events' }).locator('a[href^="/events/"]').first(),
  ).toBeVisible()
  const notForHome = /^\/remotes\/\w+\/(?:section-routes|\w+Routes|\w+ListPage|\w+DetailPage)-[^/]+\.js$/
  expect(requested.filter((p) => notForHome.test(p))).toEqual([])
})
