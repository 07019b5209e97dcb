import { expect, test, type Page } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { gotoApp } from '../support/app'
import { expectFitsPhone, gotoWithoutScripts, VIEWPORTS } from './event-fields'
import { PROGRAM, RECAP } from './event-program-recap'

// Speakers, agenda and a recap on the production build, with the repository's content: the
// upcoming starter meetup has speakers and an agenda, the starter launch meetup (past) a full recap.
test.use({ timezoneId: 'Africa/Kampala' })

const section = (page: Page, name: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name, exact: true }) })
const jsonLd = async (page: Page) =>
  JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as Record<
    string,
    unknown
  >

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px, with JavaScript`, () => {
    test.use({ viewport })

    test('speakers with their roles and links, the agenda as a timeline, JSON-LD performer', async ({
      page,
    }) => {
      await gotoApp(page, `/events/${PROGRAM.slug}`)
      const speakers = section(page, 'Speakers').getByRole('listitem')
      await expect(speakers).toHaveCount(PROGRAM.speakers.length)
      for (const [index, text] of PROGRAM.speakers.entries())
        for (const part of text.split(', ')) await expect(speakers.nth(index)).toContainText(part)
      const link = speakers.getByRole('link', { name: PROGRAM.speakerLink.name })
      await expect(link).toHaveAttribute('href', PROGRAM.speakerLink.href)
      await expect(link).toHaveAttribute('target', '_blank')
      const agenda = section(page, 'Agenda').locator('ol > li')
      await expect(agenda).toHaveCount(PROGRAM.agendaCount)
      await expect(agenda.first()).toHaveText(`${PROGRAM.firstAgenda.time}${PROGRAM.firstAgenda.title}`)
      const performer = (await jsonLd(page)).performer as { name: string }[]
      expect(performer.map((person) => person.name)).toEqual(
        PROGRAM.speakers.map((text) => text.split(',')[0]),
      )
      await expectAccessible(page)
      if (viewport.width === 390) await expectFitsPhone(page, page.locator('main'))
    })

    test('a past event: its recap above the text, photos enlarged by keyboard and by swipe', async ({
      page,
    }) => {
      await gotoApp(page, `/events/${RECAP.slug}`)
      const recap = section(page, 'Recap')
      await expect(recap.getByRole('link', { name: /Watch the recording on YouTube/ })).toHaveAttribute(
        'href',
        RECAP.recording,
      )
      await expect(recap.locator('iframe, video')).toHaveCount(0)
      await expect(recap.getByRole('link', { name: /Slides/ })).toHaveAttribute('href', RECAP.slides)
      await expect(recap.getByRole('link', { name: 'Read the write-up' })).toHaveAttribute(
        'href',
        RECAP.writeup,
      )
      const photos = recap.getByRole('list', { name: 'Event photos' }).getByRole('img')
      await expect(photos).toHaveCount(RECAP.photos)
      for (const attribute of ['loading', 'width', 'height'])
        expect(
          await photos.evaluateAll((imgs, name) => imgs.map((img) => img.getAttribute(name)), attribute),
        ).toEqual(Array(RECAP.photos).fill({ loading: 'lazy', width: '400', height: '300' }[attribute]))
      const body = page.getByRole('heading', { level: 2, name: 'The evening it all started' })
      await expect(body).toBeVisible()
      expect(
        await recap.evaluate((node, text) => {
          const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === text)!
          return Boolean(node.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING)
        }, 'The evening it all started'),
      ).toBe(true)
      await expectAccessible(page)

      const opener = recap.getByRole('button', { name: RECAP.firstCaption })
      await opener.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog')
      await expect(dialog.getByRole('heading', { name: `Photo 1 of ${RECAP.photos}` })).toBeVisible()
      await expect(dialog.getByRole('img', { name: RECAP.firstCaption })).toBeVisible()
      await page.keyboard.press('ArrowRight')
      await expect(dialog.getByRole('img', { name: RECAP.secondCaption })).toBeVisible()
      await page.keyboard.press('ArrowLeft')
      await expect(dialog.getByRole('heading', { name: `Photo 1 of ${RECAP.photos}` })).toBeVisible()
      // A swipe to the left shows the next photo.
      const box = (await dialog.getByTestId('lightbox-photo').boundingBox())!
      const y = box.y + box.height / 2
      await page.mouse.move(box.x + box.width * 0.8, y)
      await page.mouse.down()
      await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 })
      await page.mouse.up()
      await expect(dialog.getByRole('heading', { name: `Photo 2 of ${RECAP.photos}` })).toBeVisible()
      await expectAccessible(page)
      await page.keyboard.press('Escape')
      await expect(dialog).toHaveCount(0)
      await expect(opener).toBeFocused()
      if (viewport.width === 390) await expectFitsPhone(page, page.locator('main'))
    })

    test('the card of a past event with a recap says so', async ({ page }) => {
      await gotoApp(page, '/events')
      await page.getByRole('tab', { name: /Past/ }).click()
      const card = page.locator('article', {
        has: page.getByRole('link', { name: RECAP.title, exact: true }),
      })
      await expect(card.getByText('Recap', { exact: true })).toBeVisible()
    })
  })

  test.describe(`${viewport.width} px, without JavaScript`, () => {
    test.use({ viewport })

    test('the generated pages carry the speakers, the agenda and the recap', async ({ page }) => {
      await gotoWithoutScripts(page, `/events/${PROGRAM.slug}`)
      await expect(section(page, 'Speakers').getByRole('listitem')).toHaveText(PROGRAM.speakers)
      await expect(section(page, 'Agenda').getByRole('listitem')).toHaveCount(PROGRAM.agendaCount)
      await expectAccessible(page)

      await gotoWithoutScripts(page, `/events/${RECAP.slug}`)
      const recap = section(page, 'Recap')
      await expect(recap.getByRole('link', { name: 'Watch the recording' })).toHaveAttribute(
        'href',
        RECAP.recording,
      )
      await expect(recap.getByRole('link', { name: 'Slides' })).toHaveAttribute('href', RECAP.slides)
      const photos = recap.getByRole('list', { name: 'Event photos' }).getByRole('link')
      await expect(photos).toHaveCount(RECAP.photos)
      // Each photo links to its large copy: the enlarged view without JavaScript.
      await expect(photos.first()).toHaveAttribute(
        'href',
        /\/assets\/img\/launch-welcome\.generated-[0-9a-f]+-1600\.jpg$/,
      )
      await expect(photos.first().getByRole('img', { name: RECAP.firstCaption })).toHaveAttribute(
        'loading',
        'lazy',
      )
      await expectAccessible(page)
      if (viewport.width === 390) await expectFitsPhone(page, page.locator('body'))
    })
  })
}
