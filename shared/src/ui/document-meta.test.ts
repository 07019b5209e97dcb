import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SAMPLE_BLOG_POST } from '../content/samples'
import { metaTags } from '../meta/head-tags'
import { blogPostMeta, listMeta, notFoundMeta } from '../meta/page-meta'
import { applyDocumentMeta, useDocumentMeta } from './document-meta'

const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content')

describe('useDocumentMeta', () => {
  it('sets exactly the tags the build writes, plus the canonical URL', async () => {
    const post = { ...SAMPLE_BLOG_POST, title: 'A </script> & "quoted" title' }
    const meta = blogPostMeta(post)
    renderHook(() => useDocumentMeta(meta))
    // The title at once; the tags once their chunk has arrived.
    expect(document.title).toBe('A </script> & "quoted" title | Open Source Community Kampala')
    await waitFor(() => expect(content('meta[property="og:title"]')).toBe(meta.title))
    for (const tag of metaTags(meta, window.location.origin)) {
      expect(content(`meta[${tag.attribute}="${tag.key}"]`), tag.key).toBe(tag.content)
    }
    expect(content('meta[property="og:image"]')).toBe(new URL(post.image, window.location.origin).toString())
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/blog/${post.slug}`,
    )
  })
})

describe('a not-found page', () => {
  it('is noindex with no canonical or og:url, and the next page is indexable again', async () => {
    await applyDocumentMeta(listMeta('events'))
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull()
    await applyDocumentMeta(notFoundMeta('Blog Post Not Found', '/blog/gone'))
    expect(content('meta[name="robots"]')).toBe('noindex')
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull()
    expect(document.head.querySelector('meta[property="og:url"]')).toBeNull()
    expect(content('meta[property="og:title"]')).toBe('Blog Post Not Found | Open Source Community Kampala')
    await applyDocumentMeta(listMeta('events'))
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
    expect(content('meta[property="og:url"]')).toBe(`${window.location.origin}/events`)
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/events`,
    )
  })
})

describe('applyDocumentMeta', () => {
  it('sets the title at once and applies quick successive pages in order', async () => {
    const first = applyDocumentMeta(blogPostMeta(SAMPLE_BLOG_POST))
    expect(document.title).toBe(blogPostMeta(SAMPLE_BLOG_POST).title)
    const second = applyDocumentMeta(listMeta('projects'))
    await Promise.all([first, second])
    expect(content('meta[property="og:title"]')).toBe('Projects | Open Source Community Kampala')
  })
})

describe('the page the visitor landed on', () => {
  it('a site page keeps its generated head until the visitor moves on; an article gets its tags', async () => {
    vi.resetModules()
    const fresh = await import('./document-meta')
    document.head.innerHTML = `<link rel="canonical" href="https://osck.example/blog"><meta property="og:title" content="Built">`
    await fresh.applyDocumentMeta(listMeta('blog'))
    expect(document.title).toBe('Blog | Open Source Community Kampala')
    expect(content('meta[property="og:title"]')).toBe('Built')
    expect(document.getElementById('osck-json-ld')).toBeNull()
    await fresh.applyDocumentMeta(blogPostMeta(SAMPLE_BLOG_POST))
    expect(content('meta[property="og:title"]')).toBe(blogPostMeta(SAMPLE_BLOG_POST).title)
    await fresh.applyDocumentMeta(listMeta('blog'))
    expect(content('meta[property="og:title"]')).toBe('Blog | Open Source Community Kampala')
  })

  it('the generated not-found page keeps its head; an unknown slug gets its own title', async () => {
    vi.resetModules()
    const fresh = await import('./document-meta')
    const generated = notFoundMeta()
    document.head.innerHTML = `<meta name="robots" content="noindex"><meta property="og:title" content="${generated.title}"><meta name="description" content="Built">`
    await fresh.applyDocumentMeta(notFoundMeta(undefined, '/about'))
    expect(content('meta[name="description"]')).toBe('Built')
    await fresh.applyDocumentMeta(notFoundMeta('Event Not Found', '/events/gone'))
    expect(content('meta[property="og:title"]')).toBe('Event Not Found | Open Source Community Kampala')
    expect(content('meta[name="robots"]')).toBe('noindex')
  })

  it('an article the visitor landed on gets its tags (its own image) at once', async () => {
    vi.resetModules()
    const fresh = await import('./document-meta')
    const meta = blogPostMeta(SAMPLE_BLOG_POST)
    document.head.innerHTML = `<link rel="canonical" href="https://osck.example${meta.path}"><meta property="og:image" content="card.png">`
    await fresh.applyDocumentMeta(meta)
    expect(content('meta[property="og:image"]')).toBe(
      new URL(SAMPLE_BLOG_POST.image, window.location.origin).toString(),
    )
  })
})
