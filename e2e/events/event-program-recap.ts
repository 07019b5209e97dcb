import type { Page } from '@playwright/test'

/** A section of the event page by its heading. */
export const section = (page: Page, name: string) =>
  page.locator('section', { has: page.getByRole('heading', { level: 2, name, exact: true }) })

/** The journeys' upcoming event with every field: its speakers and agenda (fixtures/content/events/fixture-every-field.md). */
export const PROGRAM = {
  slug: 'fixture-every-field',
  speakers: [
    'Sarah Nakato, Front-end engineer',
    'Brian Okello, Mobile developer',
    'Aisha Namugga, Community organiser',
  ],
  speakerLink: { name: 'Sarah Nakato', href: 'https://github.com/osc-kampala' },
  agendaCount: 5,
  firstAgenda: { time: '6:00 PM', title: 'Welcome and community announcements' },
}

/** The journeys' past event with every field and a full recap (fixtures/content/events/fixture-past-every-field.md). */
export const RECAP = {
  slug: 'fixture-past-every-field',
  title: 'Community Launch Meetup: A Year of Open Source',
  bodyHeading: 'What happened that evening',
  photos: 4,
  firstPhoto: 'fixture-recap-welcome',
  firstCaption: 'Karibu at the door',
  secondCaption: 'A year of contributions, on one slide',
  recording: 'https://www.youtube.com/watch?v=osck-fixture-launch',
  slides: 'https://speakerdeck.com/osckampala/a-year-of-open-source',
  writeup: '/blog/a-year-of-open-source',
  speakers: ['Grace Atim, Maintainer', 'Daniel Ssemanda, Student'],
  agendaCount: 3,
}

/** What a first view of an event with a full recap may download in images at 390 px. */
export const RECAP_IMAGE_BUDGET_BYTES = 200 * 1024
