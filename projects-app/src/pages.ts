import { definePages } from '@osck/shared/sections/section-pages'

/**
 * Every page of the projects section, by name: the app's routes (routes/screens.ts), the generated
 * pages (site-pages.tsx) and the shell's start-up all read this (docs/section-teams.md).
 */
export const projectsPages = definePages('projects', {
  list: { path: '/projects', content: 'list' },
  detail: { path: '/projects/:slug', content: 'item' },
})
