import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { blogStaticPage } from './static-page'
import { makePost } from './test/fixtures'

const { Items, Article } = blogStaticPage
const HOSTILE = '</p><script>alert(1)</script> & <b>bold</b>'

describe("the blog's static page", () => {
  it('lists posts as links to their pages with their date, author and summary, at most 60', () => {
    const posts = Array.from({ length: 61 }, (_, i) => makePost(`post ${i}`, { title: `Post ${i}` }))
    const html = renderToStaticMarkup(<Items items={posts} />)
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(doc.querySelectorAll('li')).toHaveLength(60)
    const first = doc.querySelector('li')!
    expect(first.querySelector('h3 a')?.getAttribute('href')).toBe('/blog/post%200')
    expect(first.textContent).toContain('Sarah Nakato')
    expect(first.textContent).toContain('About post 0')
  })

  it("shows a hostile post's words as text, and places the body the pipeline rendered", () => {
    const post = makePost('x', { title: HOSTILE, author: HOSTILE, tags: [HOSTILE] })
    const html = renderToStaticMarkup(
      <Article item={post} body={<section id="body">Body</section>} now={new Date()} />,
    )
    expect(html).not.toContain('<script')
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(doc.querySelector('h1')?.textContent).toBe(HOSTILE)
    expect(doc.querySelector('b')).toBeNull()
    expect(doc.querySelector('article > #body')?.textContent).toBe('Body')
    expect(doc.body.textContent).toContain(`Tags: ${HOSTILE}`)
    expect(doc.querySelector('a[href="/blog"]')?.textContent).toBe('Back to Blog')
  })
})
