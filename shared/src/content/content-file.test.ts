import { describe, expect, it } from 'vitest'
import { parseContentFile } from './content-file'
import { loadFullYaml } from './full-yaml'
import { parseMarkdownFile } from './parse'

/** Good and broken files: the browser path must answer exactly like a full YAML parse. */
const FILES: [string, string][] = [
  ['simple.md', '---\ntitle: "Hello"\ndate: 2025-01-02\ntags: [a, b]\n---\nBody'],
  ['block-list.md', '---\ntitle: Hello\ncollaborators:\n  - Amina\n  - Brian\n---\n# Body'],
  ['block-scalar.md', '---\ntitle: Hello\ndescription: |\n  Two\n  lines\n---\nBody'],
  ['commented.md', '---\ntitle: Hello # greeting\n---\nBody'],
  ['unclosed-quote.md', '---\ntitle: "Hello\n---\nBody'],
  ['bad-indent.md', '---\ntitle: Hello\n  date: 2025-01-01\n---\n'],
  ['duplicate.md', '---\ntitle: A\ntitle: B\n---\n'],
  ['no-title.md', '---\ndate: 2025-01-01\n---\nBody'],
  ['numeric-title.md', '---\ntitle: 2024\n---\n'],
  ['list-title.md', '---\ntitle: [a, b]\n---\n'],
  ['not-a-map.md', '---\njust text\n---\n'],
  ['empty-front-matter.md', '---\n---\nBody'],
  ['unterminated.md', '---\ntitle: x\nBody'],
  ['empty.md', ''],
]

describe('parseContentFile', () => {
  it.each(FILES)('%s: the same result as a full YAML parse', async (name, text) => {
    expect(await parseContentFile(name, text)).toEqual(parseMarkdownFile(name, text, loadFullYaml))
  })

  it('reads simple front matter without js-yaml and still names broken files', async () => {
    const ok = await parseContentFile('simple.md', FILES[0]![1])
    expect(ok).toEqual({
      ok: true,
      item: { slug: 'simple', frontmatter: { title: 'Hello', date: '2025-01-02', tags: ['a', 'b'] }, content: 'Body' },
    })
    const broken = await parseContentFile('unclosed-quote.md', FILES[4]![1])
    expect(broken.ok).toBe(false)
    if (!broken.ok) expect(broken.error).toMatch(/^invalid YAML front matter: /)
  })
})
