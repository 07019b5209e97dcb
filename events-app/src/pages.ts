import { definePages } from '@osck/shared/sections/section-pages'

/**
 * Every page of the events section, by name: the app's routes (routes/screens.ts), the generated
 * pages (site-pages.tsx) and the shell's start-up all read this (docs/section-teams.md).
 */
export const eventsPages = definePages('events', {
  list: { path: '/events', content: 'list' },
  detail: { path: '/events/:slug', content: 'item' },
})
