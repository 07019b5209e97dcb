import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SAMPLE_BLOG_POST } from '../content/samples'
import { metaTags } from '../meta/head-tags'
import { blogPostMeta, listMeta } from '../meta/page-meta'
import { useDocumentMeta } from './document-meta'

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')

describe('useDocumentMeta', () => {
  it('sets exactly the tags the build writes, plus canonical URL and JSON-LD', () => {
    const post = { ...SAMPLE_BLOG_POST, title: 'A </script> & "quoted" title' }
    const meta = blogPostMeta(post)
    renderHook(() => useDocumentMeta(meta))
    expect(document.title).toBe('A </script> & "quoted" title | Open Source Community Kampala')
    for (const tag of metaTags(meta, window.location.origin)) {
      expect(content(`meta[${tag.attribute}="${tag.key}"]`), tag.key).toBe(tag.content)
    }
    expect(content('meta[property="og:image"]')).toBe(new URL(post.image, window.location.origin).toString())
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/blog/${post.slug}`,
    )
    const jsonLd = document.getElementById('osck-json-ld')!
    expect(jsonLd.textContent).not.toContain('</script>')
    expect(JSON.parse(jsonLd.textContent!)).toMatchObject({ '@type': 'BlogPosting', headline: post.title })
  })

  it('replaces the JSON-LD of the previous page', () => {
    const { rerender } = renderHook(({ meta }) => useDocumentMeta(meta), {
      initialProps: { meta: blogPostMeta(SAMPLE_BLOG_POST) },
    })
    rerender({ meta: listMeta('blog') })
    expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1)
    expect(JSON.parse(document.getElementById('osck-json-ld')!.textContent!)['@type']).toBe('CollectionPage')
    expect(document.title).toBe('Blog | Open Source Community Kampala')
  })
})
