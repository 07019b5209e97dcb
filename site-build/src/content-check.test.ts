import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkContent } from './content-check'
import { listMarkdownFiles } from './content-files'

function contentDir(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'osck-content-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}

describe('content check', () => {
  it('names every file the site would skip, and only those', () => {
    const root = contentDir({
      'blog/good.md': '---\ntitle: Good\n---\nBody',
      'blog/no-front-matter.md': '# Hello',
      'events/bad-yaml.md': '---\ntitle: [x\n---\n',
      'projects/leading-space.md': ' ---\ntitle: A\n---\n',
      'projects/readme.txt': 'not content',
    })
    const report = checkContent(root)
    expect(report.checked).toBe(4)
    expect(report.problems.map((p) => p.file)).toEqual([
      join('blog', 'no-front-matter.md'),
      join('events', 'bad-yaml.md'),
      join('projects', 'leading-space.md'),
    ])
  })

  it('lists only markdown files, sorted, for the generated index.json', () => {
    const root = contentDir({ 'blog/b.md': '', 'blog/a.md': '', 'blog/c.txt': '' })
    expect(listMarkdownFiles(root, 'blog')).toEqual(['a.md', 'b.md'])
    expect(listMarkdownFiles(root, 'events')).toEqual([])
  })

  it('passes on the repository content', () => {
    const report = checkContent(join(process.cwd(), '../content'))
    expect(report.problems).toEqual([])
  })
})
