// @vitest-environment node
import { readFileSync } from 'node:fs'
import { load } from 'js-yaml'
import { describe, expect, it } from 'vitest'
import { CONTENT_SCHEMA, type FieldKind, type ContentSection } from '@osck/shared/build-kit'
import { editorConfig, editorConfigYaml, type EditorField } from './config'
import { BACKEND, DATE_WIDGET, PHOTO_WIDGET } from './save/widget-names'

const SECTIONS = Object.keys(CONTENT_SCHEMA) as ContentSection[]
const config = editorConfig()
// The sections' folder collections (the settings file has a collection of its own: settings-collection.test.ts).
const folders = config.collections.filter((c) => 'folder' in c)
const collection = (section: ContentSection) => folders.find((c) => c.name === section)!

/** The widget that edits each kind of field. */
const WIDGETS: Record<FieldKind, string> = {
  text: 'string',
  list: 'list',
  count: 'number',
  flag: 'boolean',
  date: DATE_WIDGET,
  image: PHOTO_WIDGET,
  link: 'string',
  web: 'string',
  coordinates: 'string',
  entries: 'list',
  group: 'object',
}

describe('the editor config generated from the content schema', () => {
  it('publishes the same YAML it generates, with one collection per section folder', () => {
    expect(load(editorConfigYaml())).toEqual(JSON.parse(JSON.stringify(config)))
    expect(folders.map((c) => [c.name, c.folder, c.slug])).toEqual(
      SECTIONS.map((section) => [section, `content/${section}`, '{{slug}}{{fields.osckFileName}}']),
    )
    expect(config).toMatchObject({
      media_folder: 'content/uploads',
      public_folder: '/uploads',
      publish_mode: 'editorial_workflow',
      backend: { name: BACKEND },
    })
    // decap-server is `pnpm editor`'s alone: the published config never looks for it.
    expect(config).not.toHaveProperty('local_backend')
    const local = editorConfig(undefined, { local: true })
    // 8081 unless OSCK_EDITOR_PORT moves it (two working trees side by side).
    const port = process.env.OSCK_EDITOR_PORT ?? '8081'
    expect(local).toMatchObject({ local_backend: { url: `http://localhost:${port}/api/v1` } })
    expect(local).not.toHaveProperty('publish_mode')
  })

  it.each(SECTIONS)('%s: a widget for every schema field, then the markdown body', (section) => {
    const fields = collection(section).fields
    expect(fields.map((field) => field.name)).toEqual([...CONTENT_SCHEMA[section].map((f) => f.name), 'body'])
    expect(fields.at(-1)).toMatchObject({ widget: 'markdown', required: false })
    for (const schemaField of CONTENT_SCHEMA[section]) {
      const field = fields.find((f) => f.name === schemaField.name) as EditorField
      const expected = schemaField.options
        ? 'select'
        : schemaField.multiline
          ? 'text'
          : WIDGETS[schemaField.kind]
      expect(field.widget, `${section}.${field.name}`).toBe(expected)
      // Decap requires every field unless told otherwise: only the site's required fields are.
      expect(field.required, `${section}.${field.name}`).toBe(schemaField.required === true)
      if (schemaField.kind !== 'image') expect(field.default).toEqual(schemaField.default)
      if (schemaField.options) expect(field.options).toEqual([...schemaField.options])
      if (schemaField.kind === 'date') expect(field.time).toBe(schemaField.time === true)
    }
  })

  it('offers every status the site colours, and writes dates the site reads', () => {
    const status = collection('projects').fields.find((f) => f.name === 'status')!
    expect(status.options).toEqual(['Active', 'Completed', 'In Development', 'Research', 'Planning'])
    const eventDate = collection('events').fields.find((f) => f.name === 'date')!
    expect(eventDate).toMatchObject({ widget: DATE_WIDGET, time: true })
  })

  it('takes a map point as one line, latitude then longitude', () => {
    const point = collection('events').fields.find((f) => f.name === 'coordinates')!
    const [pattern] = point.pattern as [string, string]
    for (const good of ['0.3319, 32.5700', '-1.5,36', ' 0.1 , -0.2 '])
      expect(new RegExp(pattern).test(good), good).toBe(true)
    for (const bad of ['0.3319', 'north', '0.3, 32.5, 1'])
      expect(new RegExp(pattern).test(bad), bad).toBe(false)
  })

  it('edits speakers and agenda lines as small forms, their required fields required', () => {
    const speakers = collection('events').fields.find((f) => f.name === 'speakers')!
    expect(speakers).toMatchObject({ widget: 'list', summary: '{{fields.name}}', required: false })
    expect((speakers.fields as EditorField[]).map((f) => [f.name, f.widget, f.required])).toEqual([
      ['name', 'string', true],
      ['role', 'string', false],
      ['photo', PHOTO_WIDGET, false],
      ['link', 'string', false],
    ])
    const agenda = collection('events').fields.find((f) => f.name === 'agenda')!
    expect(agenda).toMatchObject({ widget: 'list', summary: '{{fields.time}}' })
    expect((agenda.fields as EditorField[]).map((f) => [f.name, f.required])).toEqual([
      ['time', false],
      ['title', true],
      ['speaker', false],
    ])
  })

  it('edits the recap as one collapsed group: photos with captions, links, a write-up on the site', () => {
    const recap = collection('events').fields.find((f) => f.name === 'recap')!
    expect(recap).toMatchObject({ widget: 'object', collapsed: true, required: false })
    const fields = recap.fields as EditorField[]
    expect(fields.map((f) => [f.name, f.widget])).toEqual([
      ['photos', 'list'],
      ['slides', 'string'],
      ['recording', 'string'],
      ['writeup', 'string'],
    ])
    expect((fields[0]!.fields as EditorField[]).map((f) => [f.name, f.widget, f.required])).toEqual([
      ['photo', PHOTO_WIDGET, true],
      ['caption', 'string', false],
    ])
    const [writeup] = fields[3]!.pattern as [string, string]
    for (const good of ['/blog/recap', 'https://dev.to/x'])
      expect(new RegExp(writeup).test(good), good).toBe(true)
    for (const bad of ['//evil.example', 'javascript:x', 'blog/x'])
      expect(new RegExp(writeup).test(bad), bad).toBe(false)
  })

  it('refuses a registration link that is not http(s), as the site drops it', () => {
    const registration = collection('events').fields.find((f) => f.name === 'registration')!
    const [pattern] = registration.pattern as [string, string]
    expect(new RegExp(pattern).test('https://lu.ma/x')).toBe(true)
    for (const bad of ['mailto:a@b.c', 'javascript:alert(1)', 'lu.ma/x'])
      expect(new RegExp(pattern).test(bad), bad).toBe(false)
  })
})

/** content/README.md's word for each kind. */
const README_TYPES: Record<FieldKind, string> = {
  text: 'text',
  list: 'list',
  count: 'number',
  flag: 'flag',
  date: 'date',
  image: 'image',
  link: 'URL',
  web: 'web URL',
  coordinates: 'map point',
  entries: 'list of entries',
  group: 'group',
}

/** The rows of the field table under `### … (`content/<section>/`)`: [field, type, default]. */
function readmeTable(readme: string, section: ContentSection): string[][] {
  const start = readme.indexOf(`(\`content/${section}/\`)`)
  expect(start, `content/README.md has a table for ${section}`).toBeGreaterThan(-1)
  const lines = readme.slice(start).split('\n').slice(1)
  const table = lines.slice(lines.findIndex((line) => line.startsWith('|')))
  const rows = table.slice(
    0,
    table.findIndex((line) => !line.startsWith('|')),
  )
  return rows.slice(2).map((row) =>
    row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  )
}

describe("content/README.md's field tables", () => {
  const readme = readFileSync(new URL('../../../content/README.md', import.meta.url), 'utf8')

  it.each(SECTIONS)('%s: the same fields, types and defaults as the schema', (section) => {
    const rows = readmeTable(readme, section)
    expect(rows.map(([name]) => name!.replace(/`/g, ''))).toEqual(CONTENT_SCHEMA[section].map((f) => f.name))
    for (const [name, type, written] of rows) {
      const field = CONTENT_SCHEMA[section].find((f) => `\`${f.name}\`` === name)!
      expect(type, name).toBe(README_TYPES[field.kind])
      const shown = written!.replace(/`/g, '')
      if (field.required) expect(shown, name).toBe('**required**')
      else if (field.kind === 'image' && field.default) expect(shown, name).toBe('the community logo')
      else if (field.default !== undefined) expect(shown, name).toBe(String(field.default))
      else expect(shown, name).not.toMatch(/required/)
    }
  })
})
