/**
 * OSCK_SITE_URL, checked once for every build that writes absolute URLs: the origin and an
 * optional base path (`https://volunteer.github.io/osck-site`). See docs/deployment.md.
 */
import { normalizeBase } from '@osck/shared/build-kit'

export class SiteUrlError extends Error {}

/** The site's URL without a trailing slash: `https://host` or `https://host/a/b`. Throws SiteUrlError. */
export function publicSiteUrl(value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new SiteUrlError(`OSCK_SITE_URL is not a URL: "${value}" (expected e.g. https://osck.example)`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new SiteUrlError(`OSCK_SITE_URL must be an http(s) URL, got "${value}"`)
  if (url.search || url.hash || url.username || url.password)
    throw new SiteUrlError(`OSCK_SITE_URL must be an origin and an optional path, got "${value}"`)
  return url.origin + basePathOf(value).slice(0, -1)
}

/** The base path of a site URL: `/` or `/a/b/` (trailing slash added, case kept). */
export function basePathOf(value: string): string {
  return normalizeBase(new URL(value).pathname)
}
