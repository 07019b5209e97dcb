import { describe, expect, it } from 'vitest'
import { MAX_BRACKETS, MAX_EMPHASIS_RUNS, MAX_NESTING, markdownTooComplex } from './complexity'

const realArticle = [
  '## Getting started',
  '',
  ...Array.from({ length: 200 }, (_, i) =>
    [`Some **bold**, *em*, _em_ and [a link](https://example.org/${i}) with \`snake_case_name\`.`, ''].join(
      '\n',
    ),
  ),
  '- a list',
  '  - nested',
  '    - deeper',
  '> a quote',
  '> > in a quote',
  '',
  '```python',
  ...Array.from({ length: 3000 }, () => '            value = first_name * last_name ** 2  # [x]'),
  '```',
].join('\n')

describe('markdownTooComplex', () => {
  it('leaves real articles alone, code blocks and snake_case included', () => {
    expect(markdownTooComplex(realArticle)).toBe(false)
    expect(markdownTooComplex('')).toBe(false)
    // Indented code of snake_case names: `_` inside a word is not an emphasis marker.
    expect(markdownTooComplex(Array(5000).fill('    total_count = item_count').join('\n'))).toBe(false)
  })

  it('counts emphasis and link markers per block, between blank lines', () => {
    const emphasis = '*a'.repeat(MAX_EMPHASIS_RUNS + 1)
    expect(markdownTooComplex(emphasis)).toBe(true)
    expect(markdownTooComplex(`*a*a*a\n*a*a\n`.repeat(MAX_EMPHASIS_RUNS / 4))).toBe(true)
    expect(markdownTooComplex('[a]('.repeat(MAX_BRACKETS))).toBe(true)
    // The same markers spread over many blocks parse in linear time.
    expect(markdownTooComplex('*a* and [b](c)\n\n'.repeat(MAX_EMPHASIS_RUNS * 2))).toBe(false)
  })

  it('catches deep nesting: block quotes, lists on one line and indented lists', () => {
    expect(markdownTooComplex('>'.repeat(MAX_NESTING + 1) + ' deep')).toBe(true)
    expect(markdownTooComplex('- '.repeat(MAX_NESTING + 1) + 'a')).toBe(true)
    expect(markdownTooComplex('1. '.repeat(MAX_NESTING + 1) + 'a')).toBe(true)
    expect(markdownTooComplex('> - '.repeat(MAX_NESTING / 2 + 1) + 'a')).toBe(true)
    const indented = Array.from({ length: MAX_NESTING + 2 }, (_, i) => '  '.repeat(i) + '- item')
    expect(markdownTooComplex(indented.join('\n'))).toBe(true)
    expect(markdownTooComplex(indented.slice(0, 10).join('\n'))).toBe(false)
  })

  it('does not look inside fenced code, and a fence that never closes hides the rest', () => {
    const fenced = ['~~~', '>'.repeat(1000), '*a'.repeat(50_000), '~~~', 'after'].join('\n')
    expect(markdownTooComplex(fenced)).toBe(false)
    expect(markdownTooComplex('```\n' + '>'.repeat(1000))).toBe(false)
  })
})
