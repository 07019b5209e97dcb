import type { Page } from '@playwright/test'
import { expectAccessible } from '../support/a11y'
import { gotoApp } from '../support/app'
import { expectFitsPhone, PLAIN, VIEWPORTS } from './event-fields'
import { PROGRAM, RECAP, section } from './event-program-recap'
import { expect, test } from './fixture-content'

// Speakers, agenda and a recap on the production build, with the journeys' own content
// (fixture-content.ts): the upcoming event with every field has speakers and an agenda, the past
// one a full recap too, and the event with none of them shows none of it.
test.use({ timezoneId: 'Africa/Kampala' })

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
      await expect(section(page, 'Speakers').getByRole('listitem')).toHaveCount(RECAP.speakers.length)
      // Over: no registration and no join link any more.
      await expect(page.getByRole('link', { name: /^Register on|^Join online/ })).toHaveCount(0)
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
      const body = page.getByRole('heading', { level: 2, name: RECAP.bodyHeading })
      await expect(body).toBeVisible()
      expect(
        await recap.evaluate((node, text) => {
          const heading = [...document.querySelectorAll('h2')].find((h) => h.textContent === text)!
          return Boolean(node.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING)
        }, RECAP.bodyHeading),
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

    test('the event with none of them: no speakers, agenda or recap, and no recap badge', async ({
      page,
    }) => {
      await gotoApp(page, `/events/${PLAIN.slug}`)
      await expect(page.getByRole('heading', { level: 1, name: PLAIN.title })).toBeVisible()
      for (const name of ['Speakers', 'Agenda', 'Recap'])
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toHaveCount(0)
      expect((await jsonLd(page)).performer).toBeUndefined()
      await expectAccessible(page)
      await gotoApp(page, '/events')
      const card = page.locator('article', {
        has: page.getByRole('link', { name: PLAIN.title, exact: true }),
      })
      await expect(card).toBeVisible()
      await expect(card.getByText('Recap', { exact: true })).toHaveCount(0)
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
}
