import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import type { HtmlTagDescriptor, Plugin } from 'vite'
import { FEED_LINKS } from '@osck/shared/build-kit'
import { preparePhotos } from '../images'
import { describeHeavy } from '../images/heavy'
import { publishSiteContent } from './publish-content'
import { contentPublishOptions, imageOptions, type ContentPublishOptions } from './publish-options'

/**
 * Without JavaScript the start-up loader would cover the page's text for ever; the generated
 * main text (`.osck-static`) shows only then. With JavaScript the app replaces it.
 */
export const NO_SCRIPT_CSS =
  '#app-loader{display:none}.osck-static{display:block;max-width:46rem;margin:0 auto;padding:1rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.6;color:#1c1917}' +
  '.osck-static header,.osck-static nav{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:baseline}.osck-static header{justify-content:space-between;border-bottom:3px solid #b83d0b;padding-bottom:.5rem}' +
  '.osck-static a{color:#b83d0b}.osck-static img{max-width:100%;height:auto}.osck-static h1{font-size:2rem;font-weight:800;line-height:1.2;margin:1rem 0 .5rem}' +
  '.osck-static h2{font-size:1.4rem;font-weight:700;margin:1.5rem 0 .5rem}.osck-static h3{font-size:1.1rem;font-weight:700;margin:1rem 0 .25rem}.osck-static p{margin:.5rem 0}' +
  '.osck-static ul{list-style:disc;padding-left:1.2rem}.osck-static ol{list-style:decimal;padding-left:1.2rem}.osck-static pre{overflow-x:auto;background:#f5f5f4;padding:.75rem}' +
  'html.dark .osck-static{color:#e7e5e4}html.dark .osck-static a{color:#fdba74}'

/** The head tags every page carries, index.html included: feed autodiscovery and the no-JS rules. */
export function sharedHeadTags(): HtmlTagDescriptor[] {
  return [
    ...FEED_LINKS.map((link) => ({
      tag: 'link',
      attrs: { rel: 'alternate', type: link.type, href: link.href, title: link.title },
      injectTo: 'head' as const,
    })),
    { tag: 'style', children: '.osck-static{display:none}', injectTo: 'head' },
    { tag: 'noscript', children: `<style>${NO_SCRIPT_CSS}</style>`, injectTo: 'head' },
  ]
}

/**
 * Shell only: once the shell's build is written, the content step (`publishSiteContent`) publishes
 * `content/` into it: content API, image variants and manifests, pages, cards, feeds, calendars,
 * sitemap. `pnpm pages` and the dev server call the same function. Paths come from
 * `contentPublishOptions` (the environment, else the repository's folders).
 */
export function sitePages(overrides: Partial<ContentPublishOptions> = {}): Plugin {
  const options = { ...contentPublishOptions(), ...overrides }
  let outDir = ''
  return {
    name: 'osck:site-pages',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    // The site's photos are in the shell's public folder before vite copies it into the build.
    async buildStart() {
      await preparePhotos(imageOptions(options))
    },
    transformIndexHtml() {
      return sharedHeadTags()
    },
    async closeBundle() {
      // A failed build has no index.html to start from. (content:check names broken files.)
      if (!existsSync(resolve(outDir, 'index.html'))) return
      const started = Date.now()
      const report = await publishSiteContent(outDir, options)
      for (const problem of report.problems)
        this.warn(`content/${problem.file} will be skipped by the site: ${problem.error}`)
      for (const line of [...report.imageProblems, ...report.heavy.map(describeHeavy)]) this.warn(line)
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      this.info(
        `content: ${report.images} images (${report.encoded} encoded), ${report.pages} pages and ${report.cards} social cards in ${seconds} s`,
      )
    },
  }
}
