import { definePages } from '@osck/shared/sections/section-pages'

/**
 * Every page of the events section, by name: the app's routes (routes/screens.ts), the generated
 * pages (site-pages.tsx) and the shell's start-up all read this (docs/section-teams.md).
 */
export const eventsPages = definePages('events', {
  list: { path: '/events', content: 'list' },
  past: {
    path: '/events/past',
    content: 'list',
    title: 'Past Events',
    description:
      'Every past workshop, meetup and hackathon of Open Source Community Kampala, newest first: what we learned, and the photos, slides and recordings from the day.',
  },
  detail: { path: '/events/:slug', content: 'item' },
})
