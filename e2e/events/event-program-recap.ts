/** The starter meetup's speakers and agenda (content/events/monthly-meetup-february.md). */
export const PROGRAM = {
  slug: 'monthly-meetup-february',
  speakers: [
    'Sarah Nakato, Front-end engineer',
    'Brian Okello, Mobile developer',
    'Aisha Namugga, Community organiser',
  ],
  speakerLink: { name: 'Sarah Nakato', href: 'https://github.com/osc-kampala' },
  agendaCount: 5,
  firstAgenda: { time: '6:00 PM', title: 'Welcome and community announcements' },
}

/** The starter past event with a full recap (content/events/community-launch-meetup-2025.md). */
export const RECAP = {
  slug: 'community-launch-meetup-2025',
  title: 'Community Launch Meetup',
  photos: 6,
  firstCaption: 'Introductions at Outbox Hub',
  secondCaption: 'Five project pitches in five minutes each',
  recording: 'https://www.youtube.com/watch?v=osck-launch-2025',
  slides: 'https://speakerdeck.com/osckampala/community-launch',
  writeup: '/blog/osck-2025-year-in-review',
}

/** What a first view of an event with a full recap may download in images at 390 px. */
export const RECAP_IMAGE_BUDGET_BYTES = 200 * 1024
