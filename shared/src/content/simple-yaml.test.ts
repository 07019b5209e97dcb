import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSON_SCHEMA, load } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { parseSimpleYaml } from './simple-yaml'

const full = (source: string) => load(source, { schema: JSON_SCHEMA })

/** Front matter of every starter file: the common case the simple reader must handle itself. */
function starterFrontMatter(): [string, string][] {
  const root = join(__dirname, '../../../content')
  return ['blog', 'events', 'projects'].flatMap((section) =>
    readdirSync(join(root, section))
      .filter((name) => name.endsWith('.md'))
      .map((name): [string, string] => {
        const lines = readFileSync(join(root, section, name), 'utf8')
          .replace(/\r\n?/g, '\n')
          .split('\n')
        const end = lines.findIndex((line, index) => index > 0 && line.trimEnd() === '---')
        return [`${section}/${name}`, lines.slice(1, end).join('\n')]
      }),
  )
}

/** Inputs the simple reader may read or decline; whatever it reads must equal js-yaml's result. */
const EDGE_CASES = [
  'title: Plain title\ndate: 2025-01-02',
  'title: "Quoted \\"inner\\" \\u00e9"\ncount: 42\nratio: 1.50\nneg: -7\nzero: 0',
  "title: 'It''s here'\nflag: true\nother: false\nnothing: null\nempty:",
  "tags: [react, \"node js\", 'a''b', 42, true]\nempty: []\nspaced: [ a ,b ]",
  'tags:\n  - one\n  - "two"\n  - 3\ntitle: x',
  'tags:\n- one\n- two\ntitle: x',
  'date: 2025-09-18T18:30\nalso: 2025-09-18 18:30:00\nzone: 2025-09-18T18:30:00+03:00',
  'title: He said "hi" loudly\nurl: https://example.org/a?b=c',
  '# a comment\ntitle: x\n\nother: y',
  // Declined (js-yaml decides): comments after values, block scalars, odd numbers, nesting…
  'title: x # note',
  'title: |\n  multi\n  line',
  'title: >-\n  folded',
  'count: 0x1F\nother: 1_000\nexp: 1e3\nplus: +5\ninf: .inf',
  'flag: True\nmaybe: yes\nnil: ~\nNULLY: NULL',
  'nested:\n  key: value',
  'tags: [a, [b]]',
  'tags: [a,]',
  'tags: [a: b]',
  'title: "unclosed',
  'title: x\ntitle: y',
  'title: 3 tips',
  'key:value',
  'title: x\n  continued',
  'tags:\n  - [a]',
  'tags:\n  - a: 1',
  // Entries (an event's speakers), as the editor writes them and as people type them.
  'speakers:\n  - name: "Jane"\n    role: Engineer\n  - name: Okello\ntitle: x',
  'speakers:\n- name: Jane\n  link: https://jane.dev\n- plain\ntitle: x',
  'agenda:\n  -   time: "6 PM"\n      title: Welcome',
  'speakers:\n  - name: Jane\n     role: odd',
  'speakers:\n  - name: Jane\n   role: odd',
  'speakers:\n  - name: Jane\n    name: Again',
  'speakers:\n  - name: Jane\n    links:\n      - a',
  'speakers:\n  - name: Jane\n\n    role: after a blank line',
  'speakers:\n  - name: Jane # note',
  'speakers:\n  - name: Jane\n    tags: [a, b]',
  'speakers:\n  - __proto__: x',
  // A map one level deep (an event's recap), with lists and entries inside.
  'recap:\n  slides: https://x.org/s\n  photos:\n    - photo: /uploads/a.jpg\n      caption: "Talks"\n    - /uploads/b.jpg\ntitle: x',
  'recap:\n  photos:\n  - a\n  - b\n  writeup: /blog/x\nnext: 1',
  'recap:\n  slides:\ntitle: x',
  'recap:\n  deeper:\n    key: value',
  'recap:\n  slides: a\n   odd: b',
  'recap:\n  slides: a\n slides: b',
  'recap:\n  slides: a\n  slides: b',
  'recap:\n\n  slides: a\n\ntitle: x',
  'recap:\n  photos:\n - a',
  'a: "\\x41"',
  '',
  '   ',
]

describe('parseSimpleYaml', () => {
  it.each(starterFrontMatter())('reads %s itself, exactly as js-yaml does', (_name, source) => {
    const simple = parseSimpleYaml(source)
    expect(simple).toBeDefined()
    expect(simple).toEqual(full(source))
  })

  it.each(EDGE_CASES)('agrees with js-yaml or declines: %j', (source) => {
    const simple = parseSimpleYaml(source)
    if (simple === undefined) return
    expect(simple).toEqual(full(source))
  })

  it('declines what it cannot read exactly', () => {
    for (const source of [
      'title: x # note',
      'title: |\n  a',
      'flag: True',
      'tags: [a,]',
      'title: x\ntitle: y',
      '',
    ]) {
      expect(parseSimpleYaml(source), source).toBeUndefined()
    }
  })

  it('reads a list of flat entries itself', () => {
    const source =
      'speakers:\n  - name: "Jane"\n    role: Engineer\n  - name: Okello\nagenda:\n- time: "6 PM"\n  title: Hi'
    expect(parseSimpleYaml(source)).toEqual({
      speakers: [{ name: 'Jane', role: 'Engineer' }, { name: 'Okello' }],
      agenda: [{ time: '6 PM', title: 'Hi' }],
    })
  })

  it('reads a map of lists and entries one level deep itself', () => {
    const source =
      'recap:\n  slides: "https://x.org/s"\n  photos:\n    - photo: "/uploads/a.jpg"\n      caption: Talks\n    - "/uploads/b.jpg"\ntitle: x'
    expect(parseSimpleYaml(source)).toEqual({
      recap: {
        slides: 'https://x.org/s',
        photos: [{ photo: '/uploads/a.jpg', caption: 'Talks' }, '/uploads/b.jpg'],
      },
      title: 'x',
    })
    expect(parseSimpleYaml('recap:\n  deeper:\n    key: value')).toBeUndefined()
  })

  it('reads quoted, plain, numeric, boolean, null and list values', () => {
    expect(
      parseSimpleYaml("title: 'It''s'\nn: 3\nok: true\nnone:\ntags: [a, \"b c\"]\nlist:\n  - x\n  - 2"),
    ).toEqual({
      title: "It's",
      n: 3,
      ok: true,
      none: null,
      tags: ['a', 'b c'],
      list: ['x', 2],
    })
  })
})
