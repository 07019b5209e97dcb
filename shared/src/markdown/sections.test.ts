import { describe, expect, it } from 'vitest'
import { markdownSections } from './sections'

describe('markdownSections', () => {
  it('splits before each top-level heading and keeps every line', () => {
    const source = 'Intro\n\n## One\n\nText one\n\n### Two\nText two\n# Three'
    const sections = markdownSections(source)
    expect(sections).toEqual(['Intro\n', '## One\n\nText one\n', '### Two\nText two', '# Three'])
    expect(sections.join('\n')).toBe(source)
  })

  it('does not start an empty first part when the body opens with a heading', () => {
    expect(markdownSections('\n# A\ntext\n# B')).toEqual(['\n# A\ntext', '# B'])
  })

  it('never splits inside a fenced code block, whatever its fence', () => {
    const backticks = 'Run:\n\n```bash\n# a comment\necho hi\n```\n\n## Next'
    expect(markdownSections(backticks)).toEqual(['Run:\n\n```bash\n# a comment\necho hi\n```\n', '## Next'])
    const tildes = '~~~~\n# x\n~~~\n# y\n~~~~\n# z'
    expect(markdownSections(tildes)).toEqual(['~~~~\n# x\n~~~\n# y\n~~~~', '# z'])
    // An unclosed fence runs to the end, as in the parser.
    expect(markdownSections('```\n# a\n# b')).toHaveLength(1)
  })

  it('leaves indented, escaped and hashtag lines alone', () => {
    const source = 'Text\n    # indented code\n\\# escaped\n#hashtag\n - list\n   # in the item'
    expect(markdownSections(source)).toEqual([source])
  })

  it('keeps a body whole when its parts could depend on each other', () => {
    expect(markdownSections('See [the docs][d].\n\n## More\n\n[d]: https://example.org')).toHaveLength(1)
    expect(markdownSections('<!--\n# hidden\n-->\n\n## Shown')).toHaveLength(1)
  })
})
