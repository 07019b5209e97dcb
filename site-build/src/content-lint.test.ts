// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { ensurePhotos } from './images/sample-photos.mjs'
import { checkContent } from './content-check'
import { lintContent } from './content-lint'

function contentRoot(uploads: string[] = ['there.png', 'sub dir.png']): string {
  const root = mkdtempSync(join(tmpdir(), 'osck-lint-'))
  mkdirSync(join(root, 'uploads'), { recursive: true })
  for (const name of uploads) writeFileSync(join(root, 'uploads', name), 'x')
  return root
}

const PLAIN_TEXT =
  'too deeply nested, or too many emphasis or link marks in one paragraph, to format: this part is shown as plain text'

const lint = (section: string, frontmatter: Record<string, unknown>, content = '') =>
  lintContent(
    [{ section, file: 'a.md', frontmatter: { title: 'T', ...frontmatter }, content }],
    contentRoot(),
  ).map(({ level, file, field, message }) => `${level} ${file} ${field}: ${message}`)

describe('content lint: images', () => {
  it.each([
    '/uploads/there.png',
    'uploads/there.png',
    'public/uploads/there.png',
    './uploads/there.png',
    '/uploads/sub%20dir.png',
    '/images/logo.svg',
  ])('accepts %s, which the site finds', (image) => {
    expect(lint('blog', { image })).toEqual([])
  })

  it.each(['public/uploads/missing.png', 'uploads/missing.png', '/uploads/../blog/a.md'])(
    'names the file and field of a missing local image %s',
    (image) => {
      expect(lint('events', { image })).toEqual([
        expect.stringMatching(
          /^error events\/a\.md image: \/uploads\/.+ does not exist in content\/uploads$/,
        ),
      ])
    },
  )

  it('names a local image outside uploads', () => {
    expect(lint('blog', { image: 'photos/x.png' })).toEqual([
      'error blog/a.md image: /photos/x.png does not exist in content/uploads',
    ])
  })

  it('leaves an image on another host to the fetch of external-images.ts', () => {
    expect(lint('projects', { image: 'https://cdn.example.org/a.png' })).toEqual([])
    expect(lint('projects', { image: 'http://cdn.example.org/a.png' })).toEqual([])
  })

  it('names a data: image with its weight, in front matter and in a body', () => {
    const uri = `data:image/png;base64,${'A'.repeat(3 * 1024 * 1024)}`
    expect(lint('blog', { image: uri }, `Text.\n\n![Slide](${uri})`)).toEqual([
      'error blog/a.md image: a data: URI of 3072 KB: the site shows no inline image, the default image is shown; put the file in content/uploads',
      'error blog/a.md body (line 3): a data: URI of 3072 KB: the site shows no inline image, its alt text is shown; put the file in content/uploads',
    ])
  })

  it('an image the allow-list drops is an error', () => {
    expect(lint('blog', { image: 'javascript:alert(1)' })).toEqual([
      'error blog/a.md image: "javascript:alert(1)" is not a site path or an https URL; the default image is shown',
    ])
  })

  it('names body images by line: missing, external, dropped; by reference too', () => {
    const body = [
      '![ok](uploads/there.png)',
      '',
      '![gone](public/uploads/gone.png)',
      '',
      '![far](https://cdn.example.org/b.png)',
      '',
      '![bad](javascript:alert(1))',
      '',
      '![ref][r]',
      '',
      '[r]: ./uploads/ref-gone.png',
    ].join('\n')
    expect(lint('blog', {}, body)).toEqual([
      'error blog/a.md body (line 3): /uploads/gone.png does not exist in content/uploads',
      'error blog/a.md body (line 7): image "javascript:alert(1)" uses a protocol that is not allowed; it is dropped',
      'error blog/a.md body (line 9): /uploads/ref-gone.png does not exist in content/uploads',
    ])
  })

  it('names a body part too complex to format, and still checks the images of the others', () => {
    const body = [
      '# Intro',
      '',
      '![gone](uploads/gone-1.png)',
      '# Nested',
      '>'.repeat(5000) + ' overflows the parser',
      '# Storm',
      '*a'.repeat(50_000),
      '# After',
      '',
      '![gone too](uploads/gone-2.png)',
    ].join('\n')
    expect(lint('blog', {}, body)).toEqual([
      'error blog/a.md body (line 3): /uploads/gone-1.png does not exist in content/uploads',
      `warning blog/a.md body (line 4): ${PLAIN_TEXT}`,
      `warning blog/a.md body (line 6): ${PLAIN_TEXT}`,
      'error blog/a.md body (line 10): /uploads/gone-2.png does not exist in content/uploads',
    ])
  })
})

describe('content lint: URLs and wrong types', () => {
  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', '/projects/other'])(
    'a project link %j is dropped: error',
    (link) => {
      expect(lint('projects', { link })).toEqual([
        `error projects/a.md link: ${JSON.stringify(link)} is not an http, https, irc, ircs, mailto or xmpp URL; it is dropped (no View Project)`,
      ])
    },
  )

  it('an allowed link is fine', () => {
    expect(lint('projects', { link: 'https://github.com/osck/x' })).toEqual([])
  })

  it('warns about each wrong type, and says what the site does instead', () => {
    expect(
      lint('events', { attendees: 'about 40', date: '2025-13-45', location: { city: 'Kampala' } }),
    ).toEqual([
      'warning events/a.md date: "2025-13-45" is not a date; shown as written and sorted last',
      'warning events/a.md location: {"city":"Kampala"} is not text; the field is ignored',
      'warning events/a.md attendees: "about 40" is not a number; it is not shown',
    ])
    expect(lint('blog', { featured: 'yes', tags: 'design, ux' })).toEqual([
      'warning blog/a.md tags: "design, ux" is one entry; write a list ([a, b]) for several',
      'warning blog/a.md featured: "yes" is not true or false; read as false',
    ])
    expect(lint('projects', { collaborators: ['Ann', 42, null, { a: 1 }], starCount: -2 })).toEqual([
      'warning projects/a.md collaborators: null, {"a":1} is not text; left out of the list',
      'warning projects/a.md starCount: -2 is not a number; it is not shown',
    ])
  })

  it('names a YAML alias bomb in a few words, without expanding it', () => {
    // What js-yaml makes of `a1: &a1 [*a0, *a0, …]` nine levels deep: 9^9 strings by reference.
    let bomb: unknown = 'lol'
    for (let level = 0; level < 9; level++) bomb = Array<unknown>(9).fill(bomb)
    const findings = lint('events', { location: bomb })
    expect(findings).toEqual([
      expect.stringMatching(/^warning events\/a\.md location: \[\[.{0,60} is not text/),
    ])
    const [tags] = lint('blog', { tags: bomb })
    expect(tags).toMatch(/^warning blog\/a\.md tags: .+ is not text; left out of the list$/)
    expect(tags!.length).toBeLessThan(1000)
  })

  it('accepts what the site reads as intended', () => {
    expect(lint('blog', { tags: 'design', featured: 'true', date: '2025-04-17' })).toEqual([])
    expect(lint('events', { attendees: '45', date: '2026-01-01T18:00' })).toEqual([])
    expect(
      lint('projects', { collaborators: ['Ann', 42], featured: false, description: 'x'.repeat(5000) }),
    ).toEqual([])
  })

  it('clips a long value in the message', () => {
    const [message] = lint('events', { attendees: 'x'.repeat(500) })
    expect(message!.length).toBeLessThan(150)
  })
})

describe('content check runs the lint on the files it reads', () => {
  it('reports findings apart from the files it skips', () => {
    const root = contentRoot()
    mkdirSync(join(root, 'projects'))
    writeFileSync(
      join(root, 'projects', 'p.md'),
      '---\ntitle: P\nlink: "javascript:alert(1)"\nimage: uploads/nope.png\n---\n',
    )
    writeFileSync(join(root, 'projects', 'broken.md'), 'no front matter')
    const report = checkContent(root)
    expect(report.problems.map((p) => p.file)).toEqual([join('projects', 'broken.md')])
    expect(report.findings.map((f) => f.field)).toEqual(['image', 'link'])
  })

  describe('the repository content', () => {
    // The starter content names sample photos the build generates; a fresh clone has none yet.
    beforeAll(() => ensurePhotos(), 600_000)

    it('has no findings once its sample photos exist', () => {
      expect(checkContent(join(process.cwd(), '../content')).findings).toEqual([])
    })
  })
})
