import { pathOwner } from '@osck/shared/route-table'
import { fixedPaths, type SectionKey } from '@osck/shared/sections/section-pages'
import type {
  BuiltPage,
  FileContext,
  HomeTeaserPage,
  PageBuilder,
  PageContext,
  SectionSite,
  SiteFile,
} from './page-kit'

/** Home's generated page: the shell's, built with each section's teaser. */
export interface HomeSite {
  path: string
  build: (context: PageContext, teasers: HomeTeaserPage[]) => BuiltPage[]
}

/** One page of the assembled site, with who owns it and what it shows first. */
export interface SitePage {
  path: string
  owner: 'home' | SectionKey
  content?: 'list' | 'item'
  build: PageBuilder
}

/** The site as the pipeline, the content check and the servers read it. */
export interface Site {
  pages: SitePage[]
  /** A section's fixed page paths (`/events/past`): no content file may take one as its slug. */
  fixedPaths: (section: SectionKey) => string[]
  /** Every section's files (feeds, calendars); one named outside its section fails the build. */
  files: (context: FileContext) => SiteFile[]
}

/** A section's file is named under its key: `blog/rss.xml`, `events.ics`, never `feed.xml`. */
const ownsFile = (section: SectionKey, path: string) =>
  path.startsWith(`${section}/`) || (path.startsWith(`${section}.`) && !path.includes('/'))

function sectionFiles(site: SectionSite, context: FileContext): SiteFile[] {
  const files = site.files?.(context) ?? []
  const stray = files.find((file) => !ownsFile(site.section, file.path))
  if (stray)
    throw new Error(`${site.section} publishes ${stray.path}, outside its own name (${site.section}/…).`)
  return files
}

/**
 * The one assembly step: Home and each section's declared pages, checked. A page outside its
 * section's base path, a path declared twice (naming both owners), a section listed twice or a
 * declared page without a builder fails here, so it fails the build.
 */
export function assembleSite({ home, sections }: { home: HomeSite; sections: SectionSite[] }): Site {
  const owners = new Map<string, string>([[home.path, 'the shell (Home)']])
  const seen = new Set<SectionKey>()
  const pages: SitePage[] = []
  for (const site of sections) {
    if (seen.has(site.section)) throw new Error(`The ${site.section} section is assembled twice.`)
    seen.add(site.section)
    for (const [name, page] of Object.entries(site.pages)) {
      const by = `${site.section} (its page "${name}")`
      const owner = pathOwner(page.path)
      if (owner !== site.section)
        throw new Error(`${by} declares ${page.path}, which belongs to ${owner ?? 'no section'}.`)
      const other = owners.get(page.path)
      if (other) throw new Error(`${page.path} is declared by ${other} and by ${by}.`)
      owners.set(page.path, by)
      const build = site.builders[name]
      if (!build) throw new Error(`${by} at ${page.path} has no builder in its site-pages.`)
      pages.push({ path: page.path, owner: site.section, content: page.content, build })
    }
  }
  const teasers = sections.flatMap((site) => (site.teaser ? [site.teaser] : []))
  const homePage: SitePage = {
    path: home.path,
    owner: 'home',
    build: (context) => home.build(context, teasers),
  }
  const fixed = (section: SectionKey) =>
    fixedPaths(sections.find((site) => site.section === section)?.pages ?? {})
  const files = (context: FileContext) => sections.flatMap((site) => sectionFiles(site, context))
  return { pages: [homePage, ...pages], fixedPaths: fixed, files }
}
