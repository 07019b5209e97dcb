/**
 * The site's assembly step and what it drives (`@osck/site-build/site`): the shell's build puts
 * Home and the sections' declared pages together with `assembleSite`, and hands the result to the
 * pipeline (the shell build, `pnpm pages`, `content:check`).
 */
export { assembleSite, type HomeSite, type Site, type SitePage } from './site-assembly'
export { buildNow, buildSiteFiles, publicOrigin, type SiteFilesOptions } from './build'
export { notFoundRoute, pageContext, ROOT_PAGE, siteRoutes, slugClashes, type Route } from './pages'
export { lastCommits, sitemapEntries } from './lastmod'
export { lcpPreloadMarkup } from './lcp-preload'
export { MarkdownBody } from './markdown-html'
export { sitePages } from './plugin'
export { readSiteContent } from '../read-content'
