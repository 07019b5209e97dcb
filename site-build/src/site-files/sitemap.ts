import { SitemapStream, streamToPromise } from 'sitemap'
import { Readable } from 'node:stream'
import { absoluteUrl } from '@osck/shared/build-kit'

export interface SitemapEntry {
  path: string
  /** When the page's content last changed (lastmod.ts); none when unknown. */
  lastmod?: Date
}

/** sitemap.xml of every route (the `sitemap` package writes and escapes it). */
export async function sitemapXml(entries: SitemapEntry[], origin: string): Promise<string> {
  const stream = new SitemapStream({ hostname: origin })
  const xml = await streamToPromise(
    Readable.from(
      entries.map(({ path, lastmod }) => ({
        url: absoluteUrl(path, origin),
        lastmod: lastmod?.toISOString(),
      })),
    ).pipe(stream),
  )
  return xml.toString('utf8')
}

/** robots.txt: everything may be crawled; the sitemap is named with its absolute URL. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml', origin)}\n`
}
