import { expect, test, type Locator, type Page } from '@playwright/test'
import { afterFrames } from '../support/app'
import { gotoHome } from './fixtures'

const tracks = (page: Page) => page.getByTestId('hero-carousels').locator('.osck-marquee-track')

async function transformOf(track: Locator): Promise<string> {
  return track.evaluate((element) => getComputedStyle(element).transform)
}

/** Moves the mouse over the element's centre (hover() would wait for a moving element to settle). */
async function pointAt(page: Page, target: Locator): Promise<void> {
  // The carousels sit below the fold on a 720 px tall window.
  await target.evaluate((element) => element.parentElement!.scrollIntoView({ block: 'center' }))
  const box = await target.evaluate((element) => {
    const rect = element.parentElement!.getBoundingClientRect()
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }
  })
  await page.mouse.move(box.x, box.y)
}

async function playStateOf(track: Locator): Promise<string> {
  return track.evaluate((element) => getComputedStyle(element).animationPlayState)
}

test.describe('Home motion', () => {
  test('the carousels and the testimonials move at the spec speed, 30 px/s, on a phone and a desktop', async ({
    page,
  }) => {
    await gotoHome(page)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      // Each track's own animation is set to two moments one second apart (px per second of the
      // animation's time), so the speed is read, not timed. The loop's length comes from CSS alone.
      const speeds = await page.evaluate(() =>
        [...document.querySelectorAll('.osck-marquee-track')].map((track) => {
          const animation = track.getAnimations()[0]!
          animation.pause()
          const xAt = (ms: number) => {
            animation.currentTime = ms
            return new DOMMatrix(getComputedStyle(track).transform).m41
          }
          const speed = xAt(6_000) - xAt(5_000)
          const loopPx = track.scrollWidth / 2
          const loopSeconds = Number(animation.effect!.getTiming().duration) / 1000
          animation.play()
          return { speed, loopPx, loopSeconds }
        }),
      )
      expect(speeds).toHaveLength(3)
      const [rowOne, rowTwo, voices] = speeds
      expect(rowOne!.speed).toBeCloseTo(-30, 0)
      expect(rowTwo!.speed).toBeCloseTo(30, 0)
      expect(voices!.speed).toBeCloseTo(-30, 0)
      // One loop moves the track by exactly one copy of its items: seamless at every width.
      for (const track of speeds) expect(track.loopSeconds * 30).toBeCloseTo(track.loopPx, 0)
    }
  })

  test('hovering a carousel pauses it; moving away resumes it', async ({ page }) => {
    await gotoHome(page)
    const track = tracks(page).first()
    expect(await playStateOf(track)).toBe('running')
    await pointAt(page, track)
    await expect.poll(() => playStateOf(track)).toBe('paused')
    await expect.poll(() => track.evaluate((element) => element.getAnimations()[0]?.playState)).toBe('paused')
    const held = await transformOf(track)
    await afterFrames(page)
    expect(await transformOf(track)).toBe(held)
    await page.mouse.move(5, 5)
    await expect.poll(() => playStateOf(track)).toBe('running')
  })

  test('the pause button holds both carousels, and keyboard focus inside pauses them too', async ({
    page,
  }) => {
    await gotoHome(page)
    await page.mouse.move(5, 5)
    const pause = page.getByRole('button', { name: 'Pause image carousels' })
    await pause.focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Shift+Tab')
    await expect(pause).toBeFocused()
    await expect.poll(() => playStateOf(tracks(page).nth(1))).toBe('paused')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Play image carousels' })).toBeVisible()
    await page.keyboard.press('Tab')
    expect(await playStateOf(tracks(page).nth(0))).toBe('paused')
    expect(await playStateOf(tracks(page).nth(1))).toBe('paused')
  })

  test('the carousels shift down by 5 % of the scroll offset', async ({ page }) => {
    await gotoHome(page)
    const strips = page.getByTestId('hero-carousels').locator('> div')
    await page.evaluate(() => window.scrollTo(0, 400))
    await expect
      .poll(() => strips.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m42))
      .toBeCloseTo(20, 0)
  })

  test('reduced motion: counters show their final values at once, carousels and testimonials stand still', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await gotoHome(page)
    await expect(page.getByTestId('stat-members')).toHaveText('68')
    await expect(page.getByTestId('stat-projects')).toHaveText('0')
    await expect(page.getByTestId('stat-events')).toHaveText('2')
    await expect(page.getByTestId('stat-posts')).toHaveText('3')
    for (const track of await page.locator('.osck-marquee-track').all()) {
      expect(await track.evaluate((element) => getComputedStyle(element).animationName)).toBe('none')
      expect(await transformOf(track)).toBe('none')
    }
    // Scrolled, and the scroll handlers have had their frames.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          addEventListener(
            'scroll',
            () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
            {
              once: true,
            },
          )
          window.scrollTo(0, 400)
        }),
    )
    const strips = page.getByTestId('hero-carousels').locator('> div')
    expect(await strips.evaluate((element) => getComputedStyle(element).transform)).toBe('none')
    await expect(page.getByRole('button', { name: /Pause/ })).toHaveCount(0)
  })

  test('the testimonial strip pauses on hover', async ({ page }) => {
    await gotoHome(page)
    const track = page.getByTestId('voices-marquee').locator('.osck-marquee-track')
    await page.getByRole('heading', { level: 2, name: 'Community Voices' }).scrollIntoViewIfNeeded()
    expect(await playStateOf(track)).toBe('running')
    await pointAt(page, track)
    await expect.poll(() => playStateOf(track)).toBe('paused')
  })
})
