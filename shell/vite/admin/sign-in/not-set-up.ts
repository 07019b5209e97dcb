import type { EditorSettings } from '../settings'
import { escapeHtml } from './callback-page'

/**
 * /admin/ built with no sign-in worker (OSCK_EDITOR_AUTH_URL unset): the page says so and links
 * the maintainer's steps, and "Login with GitHub" opens a page of the site saying the same, never
 * Decap's default (Netlify's auth service, which nobody set up for this site).
 */
export const NOT_SET_UP_PAGE = 'sign-in-not-set-up.html'

/** docs/editing.md's maintainer steps in the repository the editor saves to. */
export const setUpStepsUrl = (settings: EditorSettings) =>
  `https://github.com/${settings.repo}/blob/${settings.branch}/docs/editing.md#setting-it-up-once-maintainers`

export const notSetUpText = (settings: EditorSettings) =>
  `Sign-in is not set up for this site yet, so "Login with GitHub" cannot work here. ` +
  `A maintainer sets it up once: <a href="${escapeHtml(setUpStepsUrl(settings))}">the steps in docs/editing.md</a>.`

/** Decap's backend keys for the not-set-up page: it opens `${base_url}/${auth_endpoint}`. */
export function notSetUpAuth(settings: EditorSettings) {
  const site = new URL(settings.siteUrl)
  const base = site.pathname.replace(/\/?$/, '/')
  return { base_url: site.origin, auth_endpoint: `${base}admin/${NOT_SET_UP_PAGE}`.slice(1) }
}

/** index.html with the notice above Decap's page when sign-in is not set up. */
export function withNotSetUpNotice(indexHtml: string, settings: EditorSettings): string {
  if (settings.authUrl) return indexHtml
  const notice = `<p class="osck-notice" role="note">${notSetUpText(settings)}</p>`
  return indexHtml.replace(/<body>/, (body) => `${body}\n    ${notice}`)
}

/** The page "Login with GitHub" opens when sign-in is not set up. */
export const notSetUpPage = (settings: EditorSettings) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Sign-in is not set up · content editor</title>
  </head>
  <body>
    <main><h1>Sign-in is not set up</h1><p>${notSetUpText(settings)}</p></main>
  </body>
</html>
`
