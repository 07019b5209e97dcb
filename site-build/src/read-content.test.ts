import { describe, expect, it } from 'vitest'
import { loadFullYaml, parseMarkdownFile } from '@osck/shared/build-kit'
import { readMarkdown } from './read-content'

const FILES: Record<string, string> = {
  'dates.md': '---\ntitle: Dates\ndate: 2025-03-01\nstartDate: 2025-03-01T18:30\ncount: 12\n---\n\nBody\n',
  'lists.md': '---\ntitle: "Lists"\ntags: [a, b]\ncollaborators:\n  - X\n---\nBody',
  'crlf.md': '\uFEFF---\r\ntitle: CRLF\r\n---\r\nBody\r\n',
  'empty.md': '',
  'no-fence.md': '# Just markdown',
  'late-fence.md': '\n---\ntitle: A\n---\n',
  'unclosed.md': '---\ntitle: A\nBody',
  'bad-yaml.md': '---\ntitle: [x\n---\n',
  'no-title.md': '---\ndate: 2025-01-01\n---\n',
  'number-title.md': '---\ntitle: 42\n---\n',
  'list.md': '---\n- a\n- b\n---\n',
}

describe('readMarkdown (gray-matter, JSON schema)', () => {
  it.each(Object.keys(FILES))('reads %s exactly as the browser does', (file) => {
    const browser = parseMarkdownFile(file, FILES[file]!, loadFullYaml)
    const node = readMarkdown(file, FILES[file]!)
    expect(node.ok).toBe(browser.ok)
    if (node.ok && browser.ok) expect(node.item).toEqual(browser.item)
  })

  it('keeps dates as the strings the author wrote', () => {
    const result = readMarkdown('dates.md', FILES['dates.md']!)
    expect(result.ok && result.item.frontmatter).toMatchObject({
      date: '2025-03-01',
      startDate: '2025-03-01T18:30',
    })
  })
})
