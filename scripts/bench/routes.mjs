/**
 * The benchmarked routes: each list and one detail page per section (its first content file), and
 * the starter event with a full recap (its gallery of photos below the fold).
 */
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const contentDir = fileURLToPath(new URL('../../content', import.meta.url))

/** content/events/community-launch-meetup-2025.md: photos, slides, recording and a write-up. */
const RECAP_EVENT = 'community-launch-meetup-2025'

function firstSlug(section) {
  const file = readdirSync(`${contentDir}/${section}`)
    .filter((name) => name.endsWith('.md'))
    .sort()[0]
  return file ? file.replace(/\.md$/, '') : 'missing'
}

/**
 * `deliberateMs`: the product's own waiting on that route (the start-up loader covers the first
 * 800 ms everywhere; list pages hold their skeletons longer). Zero in the OSCK_NO_DELAYS build.
 * `label`: the route's column in a table with a column per route.
 * `budgetKB`: first-load JS (gzip) a build must stay within (a regression is a FAIL); `targetKB`:
 * where first-load JS is headed, the row names the chunks above it (docs/performance.md, Budgets).
 */
const LIST = { budgetKB: 145, targetKB: 120 }
const DETAIL = { budgetKB: 150, targetKB: 120 }

export function benchRoutes() {
  return [
    { path: '/home', label: 'home', deliberateMs: 800, budgetKB: 150, targetKB: 130 },
    { path: '/blog', label: 'blog', deliberateMs: 800, ...LIST },
    { path: `/blog/${firstSlug('blog')}`, label: 'post', deliberateMs: 800, ...DETAIL },
    { path: '/events', label: 'events', deliberateMs: 800, ...LIST },
    { path: `/events/${firstSlug('events')}`, label: 'event', deliberateMs: 800, ...DETAIL },
    { path: `/events/${RECAP_EVENT}`, label: 'recap', deliberateMs: 800, ...DETAIL },
    { path: '/projects', label: 'projects', deliberateMs: 1100, ...LIST },
    { path: `/projects/${firstSlug('projects')}`, label: 'project', deliberateMs: 800, ...DETAIL },
  ]
}
