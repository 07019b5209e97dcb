import { definePages } from '@osck/shared/sections/section-pages'

/**
 * Every page of the blog section, by name: the app's routes (routes/screens.ts), the generated
 * pages (site-pages.tsx) and the shell's start-up all read this (docs/section-teams.md).
 */
export const blogPages = definePages('blog', {
  list: { path: '/blog', content: 'list' },
  detail: { path: '/blog/:slug', content: 'item' },
})
