// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fromFile, SOURCE, toFile } from './front-matter'

/** The lines only in `before` and only in `after` (a longest-common-subsequence diff). */
function diff(before: string, after: string) {
  const a = before.split('\n')
  const b = after.split('\n')
  const lcs = a.map(() => new Array<number>(b.length + 1).fill(0))
  lcs.push(new Array<number>(b.length + 1).fill(0))
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!)
  const removed: string[] = []
  const added: string[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++
      j++
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) added.push(b[j++]!)
    else removed.push(a[i++]!)
  }
  return { removed, added }
}

/** Opens the file as the editor does, applies the organiser's edit, saves. */
const edit = (file: string, change: Record<string, unknown>) => toFile({ ...fromFile(file), ...change })

const POST = `---
title: 'Hello: the Kampala meetup'
date: 2026-03-14
author: "Open Source Community Kampala"
# Shown on the home page too.
featured: true
tags: [meetups, kampala]
description: A long description that someone wrapped by hand
  over two lines of the file
---
Some **body** text.

- a list in the body
`

const EVENT = `---
title: Mapping evening
date: 2030-05-01T18:30
location: Innovation Village, Ntinda   # upstairs
tags:
- maps
- osm

image: /uploads/map.jpg
---
`

describe('saving a hand-written file', () => {
  it('keeps the file byte for byte when nothing changed', () => {
    for (const file of [POST, EVENT, '---\ntitle: x\n---\n', '---\r\ntitle: "x"\r\n---\r\nBody\r\n'])
      expect(edit(file, {})).toBe(file)
  })

  it('one field changed is one line changed, in the quotes it had', () => {
    expect(diff(POST, edit(POST, { title: 'Hello: the Kampala meetup, again' }))).toEqual({
      removed: ["title: 'Hello: the Kampala meetup'"],
      added: ["title: 'Hello: the Kampala meetup, again'"],
    })
    expect(diff(POST, edit(POST, { author: 'Ada' }))).toEqual({
      removed: ['author: "Open Source Community Kampala"'],
      added: ['author: "Ada"'],
    })
    expect(diff(POST, edit(POST, { date: '2026-03-15' }))).toEqual({
      removed: ['date: 2026-03-14'],
      added: ['date: 2026-03-15'],
    })
    expect(diff(EVENT, edit(EVENT, { title: 'Mapping night' }))).toEqual({
      removed: ['title: Mapping evening'],
      added: ['title: Mapping night'],
    })
  })

  it('a list keeps its style: flow stays flow, an unindented block list stays unindented', () => {
    expect(diff(POST, edit(POST, { tags: ['meetups', 'kampala', 'osm'] }))).toEqual({
      removed: ['tags: [meetups, kampala]'],
      added: ['tags: [meetups, kampala, osm]'],
    })
    expect(diff(EVENT, edit(EVENT, { tags: ['maps', 'osm', 'gis'] }))).toEqual({
      removed: [],
      added: ['- gis'],
    })
  })

  it('a field wrapped over lines, comments and blank lines stay as written around a change', () => {
    const saved = edit(POST, { featured: false })
    expect(diff(POST, saved)).toEqual({ removed: ['featured: true'], added: ['featured: false'] })
    expect(saved).toContain('# Shown on the home page too.\nfeatured: false\n')
    expect(saved).toContain('wrapped by hand\n  over two lines of the file\n')
    expect(diff(EVENT, edit(EVENT, { image: '/uploads/other.jpg' }))).toEqual({
      removed: ['image: /uploads/map.jpg'],
      added: ['image: /uploads/other.jpg'],
    })
  })

  it('a cleared field loses its lines; a new field is one line added', () => {
    expect(diff(EVENT, edit(EVENT, { image: '' }))).toEqual({
      removed: ['image: /uploads/map.jpg'],
      added: [],
    })
    expect(diff(EVENT, edit(EVENT, { tags: [] }))).toEqual({
      removed: ['tags:', '- maps', '- osm'],
      added: [],
    })
    expect(diff(EVENT, edit(EVENT, { category: 'Workshop' }))).toEqual({
      removed: [],
      added: ['category: Workshop'],
    })
  })

  it('text a plain value cannot hold is quoted', () => {
    const saved = edit(EVENT, { title: 'Mapping: #2' })
    expect(diff(EVENT, saved)).toEqual({
      removed: ['title: Mapping evening'],
      added: ['title: "Mapping: #2"'],
    })
    expect(fromFile(saved).title).toBe('Mapping: #2')
  })

  it('the body is kept byte for byte unless it was edited, and then the front matter is kept', () => {
    expect(edit(POST, { title: 'New' }).endsWith('---\nSome **body** text.\n\n- a list in the body\n')).toBe(
      true,
    )
    const saved = edit(POST, { body: 'Rewritten.\n' })
    expect(saved).toBe(POST.slice(0, POST.lastIndexOf('---\n') + 4) + 'Rewritten.\n')
  })
})

describe('reading and new files', () => {
  it('reads the fields and the body, and carries the file for the save', () => {
    expect(fromFile(POST)).toMatchObject({
      title: 'Hello: the Kampala meetup',
      date: '2026-03-14',
      featured: true,
      tags: ['meetups', 'kampala'],
      body: 'Some **body** text.\n\n- a list in the body\n',
      [SOURCE]: POST,
    })
    expect(fromFile(EVENT)).not.toHaveProperty('body')
  })

  it('refuses front matter that cannot be read (the list names the file instead)', () => {
    expect(() => fromFile('---\ntitle: "Unclosed quote\ndate: [2026-01-01\n---\nText\n')).toThrow(/YAML/)
  })

  it('writes a new entry in the form’s order, without its SOURCE', () => {
    const file = toFile(
      {
        body: 'Hi.\n',
        tags: ['a', 'b'],
        title: 'Editor test: Kampala meetup',
        date: '2026-03-14',
        image: undefined,
      },
      ['title', 'date', 'image', 'tags'],
    )
    expect(file).toBe(
      '---\ntitle: "Editor test: Kampala meetup"\ndate: 2026-03-14\ntags:\n  - a\n  - b\n---\nHi.\n',
    )
  })
})
