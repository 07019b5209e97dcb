/** OSCK_SITE_URL for a deploy build: required, http(s), checked by site-build/src/site-url.ts. */
import { withBuildModules } from '../build-modules.mjs'

export async function siteUrlFromEnv(value) {
  if (!value) {
    console.error(
      'OSCK_SITE_URL is not set. A deploy build needs the public URL of the site, for example\n' +
        '  OSCK_SITE_URL=https://osck.example pnpm build:pages\n' +
        '  OSCK_SITE_URL=https://<user>.github.io/<repo> pnpm build:pages\n' +
        'Without it every absolute URL (canonical, feeds, sitemap) would point at localhost.',
    )
    process.exit(2)
  }
  return withBuildModules(async (load) => {
    const { publicSiteUrl, basePathOf, SiteUrlError } = await load('@osck/site-build/publish')
    try {
      return { url: publicSiteUrl(value), base: basePathOf(value) }
    } catch (error) {
      if (!(error instanceof SiteUrlError)) throw error
      console.error(error.message)
      process.exit(2)
    }
  })
}
