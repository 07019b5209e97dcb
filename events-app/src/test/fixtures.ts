import type { CommunityEvent } from '@osck/shared'

/** The fixed "now" of the unit tests: 15 June 2026, 12:00 local time. */
export const NOW = new Date(2026, 5, 15, 12, 0, 0)

export function makeEvent(slug: string, overrides: Partial<CommunityEvent> = {}): CommunityEvent {
  return {
    slug,
    title: `Event ${slug}`,
    date: '2026-07-01',
    description: `About ${slug}`,
    image: '/images/logo.svg',
    location: 'Outbox Hub',
    category: 'Meetup',
    attendees: undefined,
    content: `## ${slug}\n\nBody of ${slug}.`,
    ...overrides,
  }
}

/** Three upcoming and two past events around NOW. */
export const EVENTS: CommunityEvent[] = [
  makeEvent('soon', {
    title: 'Soon Workshop',
    date: '2026-06-18',
    category: 'Workshop',
    location: 'Outbox Hub',
    attendees: 40,
  }),
  makeEvent('later', {
    title: 'Later Meetup',
    date: '2026-06-25T18:30',
    category: 'Meetup',
    location: 'Online',
  }),
  makeEvent('far', {
    title: 'Far Hackathon',
    date: '2026-07-25',
    category: 'Hackathon',
    location: 'Makerere University',
    attendees: 150,
  }),
  makeEvent('recent', {
    title: 'Recent Workshop',
    date: '2026-06-10',
    category: 'Workshop',
    location: 'Innovation Village',
    attendees: 25,
  }),
  makeEvent('old', {
    title: 'Old Conference',
    date: '2026-04-16',
    category: 'Conference',
    location: 'Outbox Hub',
  }),
]
