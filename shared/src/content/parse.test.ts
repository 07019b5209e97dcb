import { loadFullYaml } from './full-yaml'
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { toBlogPost } from './normalize'
import { parseMarkdownFile } from './parse'

const ok = (text: string) => {
  const result = parseMarkdownFile('post.md', text, loadFullYaml)
  if (!result.ok) throw new Error(result.error)
  return result.item
}
const error = (text: string) => {
  const result = parseMarkdownFile('broken.md', text, loadFullYaml)
  return result.ok ? undefined : result.error
}

describe('parseMarkdownFile', () => {
  it('splits front matter and body; the slug is the file name', () => {
    const item = ok('---\ntitle: Hello\ndate: 2025-04-17\nfeatured: true\nattendees: 40\n---\n\n# Body\n')
    expect(item).toEqual({
      slug: 'post',
      frontmatter: { title: 'Hello', date: '2025-04-17', featured: true, attendees: 40 },
      content: '# Body\n',
    })
  })

  it('keeps dates as strings (never Date objects)', () => {
    expect(typeof ok('---\ntitle: A\ndate: 2025-04-17T18:00:00\n---\n').frontmatter.date).toBe('string')
  })

  it('accepts CRLF line endings and a BOM', () => {
    expect(ok('\uFEFF---\r\ntitle: "Windows"\r\n---\r\nBody').frontmatter.title).toBe('Windows')
  })

  it.each([
    ['an empty file', '', /empty/],
    ['only whitespace', '  \n\n', /empty/],
    ['no front matter', '# Just markdown\n', /no front matter/],
    ['a leading space before ---', ' ---\ntitle: A\n---\n', /very first line/],
    ['text before ---', 'oops\n---\ntitle: A\n---\n', /very first line/],
    ['unterminated front matter', '---\ntitle: A\n', /not closed/],
    ['invalid YAML', '---\ntitle: [unclosed\n---\n', /invalid YAML/],
    ['a scalar front matter', '---\njust text\n---\n', /not a list of key/],
    ['a list front matter', '---\n- a\n- b\n---\n', /not a list of key/],
    ['no title', '---\ndate: 2025-01-01\n---\n', /no title/],
    ['an empty title', '---\ntitle: ""\n---\n', /no title/],
    ['a null title', '---\ntitle:\n---\n', /no title/],
    ['a numeric title', '---\ntitle: 2024\n---\n', /title is not text/],
    ['a list title', '---\ntitle: [a, b]\n---\n', /title is not text/],
  ])('rejects %s with a clear reason', (_case, text, reason) => {
    expect(error(text)).toMatch(reason)
  })

  it('reads the legacy posts exactly as they were written', () => {
    const dir = join(dirname(fileURLToPath(import.meta.url)), 'fixtures/legacy/blog')
    const files = readdirSync(dir).filter((file) => file.endsWith('.md'))
    expect(files).toEqual(['test-of-the-blog.md', 'testing-blog-functionality.md'])
    const posts = files.map((file) => {
      const result = parseMarkdownFile(file, readFileSync(join(dir, file), 'utf8'), loadFullYaml)
      if (!result.ok) throw new Error(`${file}: ${result.error}`)
      return toBlogPost(result.item)
    })
    expect(posts[0]).toMatchObject({
      slug: 'test-of-the-blog',
      title: 'Test of the blog',
      date: '2025-04-17',
      author: 'Author',
      image: '/uploads/tektalentlogo.png',
      category: 'Technology',
    })
    expect(posts[0]?.content).toMatch(/^## Overview\n[^]*\n- Fast loading times\n[^]*\n1\. Front matter/)
    // The file name is the slug, whatever the legacy `slug` field says.
    expect(posts[1]).toMatchObject({ slug: 'testing-blog-functionality', image: '/uploads/tektalentlogo.png' })
  })
})
