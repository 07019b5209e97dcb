import { expectAccessible } from '../support/a11y'
import { expectFitsPhone, gotoWithoutScripts, PLAIN, VIEWPORTS } from './event-fields'
import { PROGRAM, RECAP, section } from './event-program-recap'
import { expect, test } from './fixture-content'

// The generated pages of the journeys' own events (fixture-content.ts) as a reader without
// JavaScript gets them: speakers, agenda and recap, or none of them.
test.use({ timezoneId: 'Africa/Kampala' })

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px, without JavaScript`, () => {
    test.use({ viewport })

    test('the generated pages carry the speakers, the agenda and the recap', async ({ page }) => {
      await gotoWithoutScripts(page, `/events/${PROGRAM.slug}`)
      await expect(section(page, 'Speakers').getByRole('listitem')).toHaveText(PROGRAM.speakers)
      await expect(section(page, 'Agenda').getByRole('listitem')).toHaveCount(PROGRAM.agendaCount)
      await expectAccessible(page)

      await gotoWithoutScripts(page, `/events/${RECAP.slug}`)
      await expect(section(page, 'Speakers').getByRole('listitem')).toHaveText(RECAP.speakers)
      await expect(section(page, 'Agenda').getByRole('listitem')).toHaveCount(RECAP.agendaCount)
      // Over: no registration and no join link any more.
      await expect(page.getByRole('link', { name: /^Register on|^Join online/ })).toHaveCount(0)
      const recap = section(page, 'Recap')
      await expect(recap.getByRole('link', { name: 'Watch the recording' })).toHaveAttribute(
        'href',
        RECAP.recording,
      )
      await expect(recap.getByRole('link', { name: 'Slides' })).toHaveAttribute('href', RECAP.slides)
      await expect(recap.getByRole('link', { name: 'Read the write-up' })).toHaveAttribute(
        'href',
        RECAP.writeup,
      )
      const photos = recap.getByRole('list', { name: 'Event photos' }).getByRole('link')
      await expect(photos).toHaveCount(RECAP.photos)
      // Each photo links to its large copy: the enlarged view without JavaScript.
      await expect(photos.first()).toHaveAttribute(
        'href',
        new RegExp(`/assets/img/${RECAP.firstPhoto}\\.generated-[0-9a-f]+-1600\\.jpg$`),
      )
      await expect(photos.first().getByRole('img', { name: RECAP.firstCaption })).toHaveAttribute(
        'loading',
        'lazy',
      )
      await expectAccessible(page)
      if (viewport.width === 390) await expectFitsPhone(page, page.locator('body'))
    })

    test('the generated page of the event with none of them has no speakers, agenda or recap', async ({
      page,
    }) => {
      await gotoWithoutScripts(page, `/events/${PLAIN.slug}`)
      await expect(page.getByRole('heading', { level: 1, name: PLAIN.title })).toBeVisible()
      for (const name of ['Speakers', 'Agenda', 'Recap'])
        await expect(page.getByRole('heading', { level: 2, name, exact: true })).toHaveCount(0)
      await expectAccessible(page)
      if (viewport.width === 390) await expectFitsPhone(page, page.locator('body'))
    })
  })
}
