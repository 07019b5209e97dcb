import { expect, test } from '@playwright/test'
import { gotoApp, recordStateOrder } from '../support/app'
import { card, cards, cardTitles, mockProjects, TITLES, toastWith, waitForProjects } from './fixtures'

test.describe('projects list', () => {
  test('hero, page title and description', async ({ page }) => {
    await mockProjects(page)
    await gotoApp(page, '/projects')
    await expect(page.getByRole('heading', { level: 1, name: 'Our Projects' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Suggest a Project' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Join Our Community' })).toBeVisible()
    await expect(page).toHaveTitle('Projects | Open Source Community Kampala')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Open source projects built by/,
    )
  })

  test('Join Our Community opens the chat invite in a new tab without an opener', async ({
    page,
    context,
  }) => {
    // The invite itself is answered locally: nothing leaves the test machine.
    await context.route(/chat\.whatsapp\.com/, (route) =>
      route.fulfill({ body: 'chat invite', contentType: 'text/plain' }),
    )
    await mockProjects(page)
    await gotoApp(page, '/projects')
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Join Our Community' }).click(),
    ])
    await popup.waitForURL(/chat\.whatsapp\.com/, { waitUntil: 'commit' })
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    await expect(page).toHaveURL(/\/projects$/)
  })

  test('six skeletons until 500 ms + 600 ms, then the grid; a malformed file is skipped', async ({
    page,
  }) => {
    await mockProjects(page)
    const states = await recordStateOrder(page, {
      skeletons: 'main [data-testid="skeleton-card"]',
      cards: '[data-testid="project-card"]',
    })
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    // Six skeletons while the projects load, then the grid in their place: never both at once.
    expect(await states.order()).toEqual(['skeletons', 'cards'])
    expect(await states.together()).toEqual([])
    expect((await states.most()).skeletons).toBe(6)
    await expect(cardTitles(page)).toHaveText(TITLES)
    await expect(page.getByText('8 projects found')).toBeVisible()
  })

  test('a 1 / 2 / 3 column grid', async ({ page }) => {
    await mockProjects(page)
    const columns = async () =>
      page
        .getByRole('list', { name: 'Projects' })
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
    await page.setViewportSize({ width: 390, height: 844 })
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    await expect.poll(() => columns()).toBe(1)
    await page.setViewportSize({ width: 800, height: 900 })
    await expect.poll(() => columns()).toBe(2)
    await page.setViewportSize({ width: 1280, height: 900 })
    await expect.poll(() => columns()).toBe(3)
  })

  test('cards: link, image, category, clamped description, 3 tags + "+N more", 3 initials + "+N"', async ({
    page,
  }) => {
    await mockProjects(page)
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    const boda = card(page, 'Boda Safety')
    await expect(boda.getByRole('link', { name: 'Boda Safety' })).toHaveAttribute(
      'href',
      '/projects/boda-safety',
    )
    const image = boda.getByRole('img', { name: 'Boda Safety' })
    await expect(image).toHaveAttribute('src', '/images/logo.svg')
    await expect(image).toHaveAttribute('width', '640')
    await expect(image).toHaveAttribute('height', '360')
    await expect(boda.getByText('Mobile Apps')).toBeVisible()
    await expect(boda.getByTestId('project-description')).toHaveCSS('-webkit-line-clamp', '3')
    await expect(boda.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'mobile',
      'flutter',
      'maps',
      '+3 more',
    ])
    const avatars = boda.getByRole('list', { name: 'Collaborators' }).getByRole('img')
    await expect(avatars).toHaveText(['AO', 'BS', 'CN', '+3'])
    await expect(avatars.first()).toHaveAttribute('title', 'Amina Okello')
    await expect(boda.getByRole('img', { name: 'Amina Okello' })).toBeVisible()
    await expect(boda.getByRole('img', { name: '3 more collaborators' })).toBeVisible()
    await expect(card(page, 'Community Website').getByText('Uncategorized')).toBeVisible()
    await card(page, 'Clinic Queue Manager').getByRole('link').click()
    await expect(page).toHaveURL(/\/projects\/clinic-queue$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Clinic Queue Manager' })).toBeVisible()
  })

  test('status badges follow the colour mapping, case-insensitively', async ({ page }) => {
    await mockProjects(page)
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    const expected: [string, string, string][] = [
      ['Boda Safety', 'ACTIVE', 'green'],
      ['Clinic Queue Manager', 'in development', 'orange'],
      ['Luganda Keyboard', 'Research', 'purple'],
      ['Open Maps Kampala', 'planning', 'yellow'],
      ['Market Vendor POS', 'On Hold', 'gray'],
      ['School Results Portal', 'Completed', 'blue'],
    ]
    for (const [title, status, color] of expected) {
      const badge = card(page, title).getByText(status, { exact: true })
      await expect(badge).toHaveAttribute('data-status-color', color)
      const [actual, wanted] = await badge.evaluate(
        (el, c) => [
          getComputedStyle(el).color,
          (() => {
            const probe = document.createElement('span')
            probe.style.color = `var(--chakra-colors-${c}-fg)`
            el.parentElement!.appendChild(probe)
            const value = getComputedStyle(probe).color
            probe.remove()
            return value
          })(),
        ],
        color,
      )
      expect(actual, `${status} text colour`).toBe(wanted)
    }
  })

  test('cards enter 400 ms + 100 ms per card; no animation with reduced motion', async ({ browser }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ reducedMotion })
      const page = await context.newPage()
      await mockProjects(page)
      await gotoApp(page, '/projects')
      await waitForProjects(page)
      const delays = await cards(page).evaluateAll((els) =>
        els.map((el) => getComputedStyle(el).animationDelay),
      )
      const names = await cards(page).evaluateAll((els) =>
        els.map((el) => getComputedStyle(el).animationName),
      )
      if (reducedMotion === 'reduce') {
        expect(names.every((name) => name === 'none')).toBe(true)
      } else {
        expect(delays).toEqual(['0.4s', '0.5s', '0.6s', '0.7s', '0.8s', '0.9s', '1s', '1.1s'])
        expect(names.every((name) => name !== 'none')).toBe(true)
        // The entrance uncovers the card instead of fading it: text keeps its contrast throughout.
        const opacities = await cards(page).evaluateAll((els) =>
          els.map((el) => getComputedStyle(el).opacity),
        )
        expect(opacities.every((opacity) => opacity === '1')).toBe(true)
      }
      await context.close()
    }
  })

  test('a missing index shows the sample project', async ({ page }) => {
    await mockProjects(page, 'missing')
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    await expect(cardTitles(page)).toHaveText(['Test'])
    await expect(page.getByText('1 project found')).toBeVisible()
    await expect(card(page, 'Test').getByText('Mobile Development')).toBeVisible()
    await card(page, 'Test').getByRole('link').click()
    await expect(page.getByRole('heading', { level: 1, name: 'Test' })).toBeVisible()
  })

  test('Project Categories: six tiles with real counts or fallbacks and View links to #', async ({
    page,
  }) => {
    await mockProjects(page)
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    const section = page.getByRole('region', { name: 'Project Categories' })
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Project Categories')
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Web Applications',
      'Mobile Apps',
      'Education',
      'Healthcare',
      'E-Commerce',
      'Open Source',
    ])
    // One real project each in these fixtures.
    await expect(section.getByTestId('category-count')).toHaveText(Array(6).fill('1 project'))
    for (const name of [
      'Web Applications',
      'Mobile Apps',
      'Education',
      'Healthcare',
      'E-Commerce',
      'Open Source',
    ]) {
      await expect(section.getByRole('link', { name: `View ${name} projects` })).toHaveAttribute('href', '#')
    }
  })

  test('category tiles fall back to 5, 4, 6, 3, 2, 7 when no project matches', async ({ page }) => {
    await mockProjects(page, 'missing')
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    const section = page.getByRole('region', { name: 'Project Categories' })
    await expect(section.getByTestId('category-count')).toHaveText([
      '5 projects',
      '4 projects',
      '6 projects',
      '3 projects',
      '2 projects',
      '7 projects',
    ])
  })

  test('Community Impact Projects: four images and the gallery toast', async ({ page }) => {
    await mockProjects(page)
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    const section = page.getByRole('region', { name: 'Community Impact Projects' })
    await section.scrollIntoViewIfNeeded()
    const images = section.getByRole('img')
    await expect(images).toHaveCount(4)
    for (let n = 1; n <= 4; n++) {
      const image = images.nth(n - 1)
      await expect(image).toHaveAttribute('src', new RegExp(`/impact-${n}[-.]`))
      expect(await image.getAttribute('alt')).toBeTruthy()
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
    }
    await section.getByRole('button', { name: 'View Project Gallery' }).click()
    const toast = toastWith(page, 'Projects Gallery')
    await expect(toast).toBeVisible()
    await expect(toast).toContainText('This feature will be available soon!')
  })

  test('final call to action', async ({ page }) => {
    await mockProjects(page)
    await gotoApp(page, '/projects')
    await waitForProjects(page)
    await expect(page.getByRole('heading', { level: 2, name: 'Have a Project Idea?' })).toBeVisible()
    await page.getByRole('button', { name: 'Submit Your Idea' }).click()
    await expect(page.getByRole('dialog', { name: 'Suggest a Project' })).toBeVisible()
  })
})
