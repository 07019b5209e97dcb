import { expect, test, type Page } from '@playwright/test'
import { gotoApp } from '../support/app'
import { mockProjects, waitForProjects } from './fixtures'

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name })

test.describe('project detail', () => {
  test.beforeEach(async ({ page }) => {
    await mockProjects(page)
  })

  test('a spinner, then a skeleton, then the project', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { __phases: string[] }).__phases = seen
      new MutationObserver(() => {
        const phase = document.querySelector('[data-testid="detail-skeleton"]')
          ? 'skeleton'
          : document.querySelector('.chakra-spinner')
            ? 'spinner'
            : document.querySelector('h1')?.textContent === 'Boda Safety'
              ? 'project'
              : undefined
        if (phase && seen.at(-1) !== phase) seen.push(phase)
      }).observe(document, { subtree: true, childList: true })
    })
    await gotoApp(page, '/projects/boda-safety')
    await expect(h1(page, 'Boda Safety')).toBeVisible()
    const phases = await page.evaluate(() => (window as unknown as { __phases: string[] }).__phases)
    expect(phases.slice(-3)).toEqual(['spinner', 'skeleton', 'project'])
    await expect(page.getByRole('status')).toHaveCount(0)
  })

  test('hero, meta, tags, description, status box, links, Get Involved, timeline, body, contribute', async ({
    page,
    context,
  }) => {
    await context.route(/example\.org/, (route) =>
      route.fulfill({ body: 'project site', contentType: 'text/plain' }),
    )
    await gotoApp(page, '/projects/boda-safety')
    await expect(h1(page, 'Boda Safety')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects')
    const hero = page.getByRole('img', { name: 'Boda Safety' })
    await expect(hero).toHaveAttribute('src', '/images/logo.svg')
    await expect(page.getByText('ACTIVE', { exact: true })).toHaveAttribute('data-status-color', 'green')
    await expect(page.getByText('Started: January 10, 2025')).toBeVisible()
    await expect(page.getByText('Mobile Apps', { exact: true })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'mobile',
      'flutter',
      'maps',
      'safety',
      'sms',
      'offline',
    ])
    await expect(page.getByText('A mobile app that lets passengers share their boda-boda trip')).toBeVisible()
    await expect(page.getByText('Current Status: ACTIVE')).toBeVisible()
    await expect(page.getByRole('button', { name: 'GitHub Repository' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Get Involved' })).toBeVisible()

    await expect(page.getByRole('heading', { level: 2, name: 'Project Timeline' })).toBeVisible()
    const steps = page
      .locator('ol')
      .filter({ has: page.getByText('Research & Planning') })
      .getByRole('listitem')
    await expect(steps).toHaveCount(4)
    for (const [index, [step, when]] of [
      ['Research & Planning', 'Completed'],
      ['Design & Prototyping', 'In Progress'],
      ['Development', 'Starting Next Month'],
      ['Testing & Launch', 'Q3 2025'],
    ].entries()) {
      await expect(steps.nth(index)).toContainText(step!)
      await expect(steps.nth(index)).toContainText(when!)
    }

    await expect(page.getByRole('heading', { level: 2, name: 'Why' })).toBeVisible()
    await expect(page.locator('.osck-markdown strong')).toHaveText('safer')

    await expect(page.getByRole('heading', { level: 2, name: 'Ready to Contribute?' })).toBeVisible()
    await page.getByRole('button', { name: 'Join this Project' }).click()
    await page.getByRole('button', { name: 'Contact Project Lead' }).click()
    await page.getByRole('button', { name: 'GitHub Repository' }).click()
    await expect(page).toHaveURL(/\/projects\/boda-safety$/)

    const view = page.getByRole('link', { name: 'View Project' })
    await expect(view).toHaveAttribute('href', 'https://example.org/boda-safety')
    await expect(view).toHaveAttribute('target', '_blank')
    await expect(view).toHaveAttribute('rel', /noopener/)
    const [popup] = await Promise.all([context.waitForEvent('page'), view.click()])
    await popup.waitForURL(/example\.org\/boda-safety/, { waitUntil: 'commit' })
    await expect(page).toHaveURL(/\/projects\/boda-safety$/)
  })

  test('no View Project without a link; the date falls back to startDate', async ({ page }) => {
    await gotoApp(page, '/projects/school-portal')
    await expect(h1(page, 'School Results Portal')).toBeVisible()
    await expect(page.getByText('Started: November 5, 2024')).toBeVisible()
    await expect(page.getByRole('link', { name: 'View Project' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'GitHub Repository' })).toBeVisible()
    await expect(page.getByText('Current Status: Completed')).toBeVisible()
  })

  test('a project without a category shows Uncategorized', async ({ page }) => {
    await gotoApp(page, '/projects/community-site')
    await expect(h1(page, 'Community Website')).toBeVisible()
    await expect(page.getByText('Uncategorized', { exact: true })).toBeVisible()
  })

  test('title, description and the social card come from the project', async ({ page }) => {
    await gotoApp(page, '/projects/clinic-queue')
    await expect(h1(page, 'Clinic Queue Manager')).toBeVisible()
    const title = 'Clinic Queue Manager | Open Source Community Kampala'
    const description = 'Queue tickets by SMS so patients wait less at health centres.'
    await expect(page).toHaveTitle(title)
    const meta = (selector: string) => page.locator(`meta[${selector}]`)
    await expect(meta('name="description"')).toHaveAttribute('content', description)
    await expect(meta('property="og:title"')).toHaveAttribute('content', title)
    await expect(meta('property="og:description"')).toHaveAttribute('content', description)
    await expect(meta('property="og:image"')).toHaveAttribute(
      'content',
      /^http:\/\/localhost:\d+\/images\/logo\.svg$/,
    )
    await expect(meta('name="twitter:title"')).toHaveAttribute('content', title)
    await expect(meta('name="twitter:description"')).toHaveAttribute('content', description)
    await expect(meta('name="twitter:image"')).toHaveAttribute('content', /\/images\/logo\.svg$/)
  })

  test('Back to Projects returns to the list', async ({ page }) => {
    await gotoApp(page, '/projects/open-maps')
    await expect(h1(page, 'Open Maps Kampala')).toBeVisible()
    await page.getByRole('link', { name: 'Back to Projects' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await waitForProjects(page)
    await expect(h1(page, 'Our Projects')).toBeVisible()
  })

  test('an unknown slug: Project Not Found with a link back', async ({ page }) => {
    await gotoApp(page, '/projects/no-such-project')
    await expect(h1(page, 'Project Not Found')).toBeVisible()
    await expect(
      page.getByText("The project you're looking for doesn't exist or has been removed."),
    ).toBeVisible()
    await expect(page).toHaveTitle('Project Not Found | Open Source Community Kampala')
    await page.getByRole('link', { name: 'Back to Projects' }).click()
    await expect(page).toHaveURL(/\/projects$/)
  })

  test('a missing index: the sample project answers its slug', async ({ page }) => {
    await mockProjects(page, 'missing')
    await gotoApp(page, '/projects/1')
    await expect(h1(page, 'Test')).toBeVisible()
    await expect(page.getByText('Current Status: Active')).toBeVisible()
    await expect(page.getByText('Mobile Development', { exact: true })).toBeVisible()
    await expect(page.getByText('Started: February 18, 2025')).toBeVisible()
  })
})
