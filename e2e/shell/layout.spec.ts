import { expect, test } from '@playwright/test'
import { afterFrames, gotoApp, recordStateOrder } from '../support/app'

test.describe('shared layout', () => {
  test('/ replaces itself with /home', async ({ page }) => {
    await page.goto('/blog')
    await page.goto('/')
    await expect(page).toHaveURL(/\/home$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/blog$/)
  })

  test('unknown paths show the 404 page with a way home', async ({ page }) => {
    await gotoApp(page, '/no/such/page')
    await expect(page.getByText('404', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page.getByText("The page you're looking for doesn't exist or has been moved.")).toBeVisible()
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/home$/)
  })

  test('the start-up loader covers the first 800 ms, then goes', async ({ page }) => {
    const states = await recordStateOrder(page, {
      loader: '#app-loader[aria-busy="true"]:not([data-state="hidden"])',
      app: '#root header',
      shown: '#app-loader[data-state="hidden"]',
    })
    await page.goto('/home')
    await expect(page.locator('#app-loader')).toHaveCount(0)
    // Painted with the HTML, the loader covers the app as it renders, then hides and goes.
    expect(await states.order()).toEqual(['loader', 'app', 'shown'])
    expect(await states.together()).toContain('app+loader')
  })

  test("the loader does not move when the app's styles arrive under it", async ({ page }) => {
    // Where the spinner and its text sit, each frame the loader is on screen.
    await page.addInitScript(() => {
      const w = window as unknown as { __loaderBoxes: Set<string> }
      w.__loaderBoxes = new Set()
      const record = () => {
        const loader = document.getElementById('app-loader')
        const [spinner, text] = [loader?.querySelector('.spinner'), loader?.querySelector('span')]
        if (spinner instanceof HTMLElement && text instanceof HTMLElement)
          w.__loaderBoxes.add(
            [
              spinner.offsetLeft,
              spinner.offsetTop,
              spinner.offsetWidth,
              text.offsetTop,
              text.offsetHeight,
            ].join(),
          )
        if (loader || document.readyState === 'loading') requestAnimationFrame(record)
      }
      requestAnimationFrame(record)
    })
    await page.goto('/blog')
    await expect(page.locator('#app-loader')).toHaveCount(0)
    // The UI kit's reset (line height, box sizing) came while the loader showed: nothing moved.
    const boxes = await page.evaluate(() => [
      ...(window as unknown as { __loaderBoxes: Set<string> }).__loaderBoxes,
    ])
    expect(boxes).toHaveLength(1)
  })

  test('navbar links, current route and scrolled style', async ({ page }) => {
    await gotoApp(page, '/projects')
    const nav = page.getByRole('navigation', { name: 'Main navigation' })
    await expect(nav.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page')
    await nav.getByRole('link', { name: 'Events & Activities' }).click()
    await expect(page).toHaveURL(/\/events$/)
    await expect(nav.getByRole('link', { name: 'Events & Activities' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await nav.getByRole('link', { name: 'Home', exact: true }).click()
    await expect(page).toHaveURL(/\/home$/)
    const header = page.getByRole('banner')
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    const height = (await header.boundingBox())!.height
    await page.mouse.wheel(0, 400)
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    // The style changes, the height does not (no jump of the page below it).
    expect((await header.boundingBox())!.height).toBe(height)
  })

  test('Join Us opens the chat invite in a new tab without showing the address', async ({
    page,
    context,
  }) => {
    await gotoApp(page, '/home')
    await context.route(/chat\.whatsapp\.com/, (route) => route.fulfill({ body: 'chat' }))
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('banner').getByRole('button', { name: 'Join Us' }).click(),
    ])
    await popup.waitForURL(/chat\.whatsapp\.com/)
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    await expect(page.getByText('chat.whatsapp.com')).toHaveCount(0)
  })

  test('back-to-top appears after 300 px and returns to the top', async ({ page }) => {
    await gotoApp(page, '/no-such-page')
    await page.evaluate(() => document.body.style.setProperty('min-height', '3000px'))
    const button = page.getByRole('button', { name: 'Back to top' })
    await expect(button).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 300))
    await afterFrames(page)
    await expect(button).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 15_000 }).toBe(0)
    await expect(button).toHaveCount(0)
  })

  test('footer has the spec links, social placeholders, tagline and copyright', async ({ page }) => {
    await gotoApp(page, '/home')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Blog Posts' })).toHaveAttribute('href', '/blog')
    await expect(footer.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '#join-us')
    for (const name of ['Twitter', 'LinkedIn', 'Instagram']) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', '#')
    }
    await expect(
      footer.getByText('Empowering innovation through collaboration, creativity and community engagement.'),
    ).toBeVisible()
    await expect(footer.getByText(/© 2025/)).toBeVisible()
  })
})

test.describe('mobile (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the menu toggle opens the links and Join Us closes it', async ({ page, context }) => {
    await gotoApp(page, '/home')
    await context.route(/chat\.whatsapp\.com/, (route) => route.fulfill({ body: 'chat' }))
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const menu = page.locator('#mobile-menu')
    await expect(menu.getByRole('link', { name: 'Blog' })).toBeVisible()
    const [popup] = await Promise.all([
      context.waitForEvent('page'),
      menu.getByRole('button', { name: 'Join Us' }).click(),
    ])
    await popup.waitForURL(/chat\.whatsapp\.com/)
    await expect(menu).toHaveCount(0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.locator('#mobile-menu').getByRole('link', { name: 'Projects' }).click()
    await expect(page).toHaveURL(/\/projects$/)
    await expect(page.locator('#mobile-menu')).toHaveCount(0)
  })
})
