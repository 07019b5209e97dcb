import { afterEach, describe, expect, it } from 'vitest'
import { SAMPLE_BLOG_POST, SAMPLE_PROJECT } from '../content/samples'
import { jsonLdText } from '../meta/head-tags'
import { blogPostMeta, listMeta, projectMeta, type PageMeta } from '../meta/page-meta'
import { structuredData } from '../meta/structured-data'
import { resetSiteBase } from '../site-base'
import { applyHeadTags } from './document-head'

const jsonLd = () => document.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]')

/** The head as the build wrote it for `meta`, with the site published at `siteUrl`. */
function generatedHead(meta: PageMeta, siteUrl = 'https://osck.example', base = '/') {
  const data = structuredData(meta, siteUrl)!
  document.head.innerHTML = `<meta name="osck-base" content="${base}"><script id="osck-json-ld" type="application/ld+json">${jsonLdText(data)}</script>`
  resetSiteBase()
}

afterEach(() => {
  document.head.innerHTML = ''
  resetSiteBase()
})

describe('the JSON-LD in the browser', () => {
  it('stays while it describes the page shown', () => {
    const meta = blogPostMeta(SAMPLE_BLOG_POST)
    generatedHead(meta)
    applyHeadTags(meta)
    expect(jsonLd()).toHaveLength(1)
    expect(JSON.parse(jsonLd()[0]!.textContent!)).toMatchObject({ '@type': 'BlogPosting' })
  })

  it('stays under a base path (a GitHub Pages project site)', () => {
    const meta = projectMeta(SAMPLE_PROJECT)
    generatedHead(meta, 'https://volunteer.github.io/osck-site', '/osck-site/')
    applyHeadTags(meta)
    expect(jsonLd()).toHaveLength(1)
  })

  it('goes when the visitor moves on, and is not built for the next page', () => {
    generatedHead(blogPostMeta(SAMPLE_BLOG_POST))
    applyHeadTags(projectMeta(SAMPLE_PROJECT))
    expect(jsonLd()).toHaveLength(0)
    applyHeadTags(blogPostMeta(SAMPLE_BLOG_POST))
    applyHeadTags(listMeta('blog'))
    expect(jsonLd()).toHaveLength(0)
  })

  it('a fallback page’s JSON-LD (another page’s, or unreadable) goes', () => {
    generatedHead(listMeta('blog'))
    applyHeadTags(blogPostMeta({ ...SAMPLE_BLOG_POST, slug: 'not-built-yet' }))
    expect(jsonLd()).toHaveLength(0)
    document.head.innerHTML = '<script id="osck-json-ld" type="application/ld+json">{broken</script>'
    applyHeadTags(listMeta('blog'))
    expect(jsonLd()).toHaveLength(0)
  })
})
