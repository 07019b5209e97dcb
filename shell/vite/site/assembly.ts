import { assembleSite } from '@osck/site-build/site'
import { blogSite } from 'blog-app/site-pages'
import { eventsSite } from 'events-app/site-pages'
import { projectsSite } from 'projects-app/site-pages'
import { homeSite } from './home-page'

/**
 * The site, put together: Home and each section's own pages, one line per section (in Home's
 * order). The shell's build, `pnpm pages` and `content:check` read the site from here; no package
 * the sections use imports it (docs/decisions.md, "Sections own their pages").
 */
export const site = assembleSite({
  home: homeSite,
  sections: [blogSite, eventsSite, projectsSite],
})
