import { describe, expect, it } from 'vitest'
import { siteConfig } from '../site-config'
import { resolveImage, toBlogPost, toEvent, toProject } from './normalize'

const item = (frontmatter: Record<string, unknown>) => ({ slug: 'x', frontmatter, content: 'body' })

describe('defaults', () => {
  it('gives a blog post the community as author, the logo and General', () => {
    expect(toBlogPost(item({ title: 'T' }))).toMatchObject({
      author: siteConfig.name,
      image: siteConfig.logo,
      category: 'General',
      tags: [],
      featured: false,
    })
  })

  it('gives a project status Active, category Uncategorized and id = slug', () => {
    expect(toProject(item({ title: 'P' }))).toMatchObject({
      id: 'x',
      status: 'Active',
      category: 'Uncategorized',
      collaborators: [],
    })
  })

  it('coerces loosely written values safely', () => {
    const post = toBlogPost(item({ title: 2024, tags: 'react, node', featured: 'true', date: 2025 }))
    expect(post).toMatchObject({ title: '2024', tags: ['react, node'], featured: true, date: '2025' })
    const event = toEvent(item({ title: 'E', attendees: '45', category: '' }))
    expect(event.attendees).toBe(45)
    expect(event.category).toBeUndefined()
    expect(toEvent(item({ title: 'E', attendees: 'many' })).attendees).toBeUndefined()
    const project = toProject(item({ title: 'P', tags: ['a', 3, null, { x: 1 }, ' b ', ['c']], collaborators: 'Ann' }))
    expect(project.tags).toEqual(['a', '3', 'b'])
    expect(project.collaborators).toEqual(['Ann'])
    expect(toProject(item({ title: 'P', starCount: '12', featured: 'yes' }))).toMatchObject({ starCount: 12, featured: false })
    expect(toProject(item({ title: ['nope'], date: { y: 1 } }))).toMatchObject({ title: 'x', date: undefined })
  })
})

describe('wrong types as authors write them', () => {
  it('a single value where a list is expected is a one-item list', () => {
    expect(toBlogPost(item({ tags: 'design' })).tags).toEqual(['design'])
    expect(toProject(item({ tags: 'design', collaborators: 'Sarah Nakato' }))).toMatchObject({
      tags: ['design'],
      collaborators: ['Sarah Nakato'],
    })
  })

  it('a number in a list of names is its text; null, lists and objects in it are dropped', () => {
    expect(toProject(item({ collaborators: ['Ann', 42, null, [1], { a: 1 }, true] })).collaborators).toEqual([
      'Ann',
      '42',
      'true',
    ])
  })

  it.each(['about 40', '', 'forty', -3, '1e400', [40], { n: 40 }, null, true])(
    'attendees %j is not shown',
    (attendees) => {
      expect(toEvent(item({ attendees })).attendees).toBeUndefined()
    },
  )

  it('featured is true only for true or "true" (any case)', () => {
    expect([true, 'true', 'TRUE', ' True '].map((featured) => toBlogPost(item({ featured })).featured)).toEqual([
      true,
      true,
      true,
      true,
    ])
    for (const featured of ['yes', 'on', 1, 'false', false, null, ['true'], {}]) {
      expect(toBlogPost(item({ featured })).featured).toBe(false)
    }
  })

  it('an impossible date is kept as written', () => {
    expect(toEvent(item({ date: '2025-13-45' })).date).toBe('2025-13-45')
  })

  it('a 5,000-character description is kept whole (the UI clamps it)', () => {
    const description = 'x'.repeat(5000)
    expect(toProject(item({ description })).description).toHaveLength(5000)
  })

  it('nested objects, lists and null where text is expected give the defaults', () => {
    expect(
      toBlogPost(item({ author: { name: 'A' }, category: ['x'], description: null, image: { src: 'a.png' } })),
    ).toMatchObject({ author: siteConfig.name, category: 'General', description: '', image: siteConfig.logo })
    expect(toEvent(item({ location: [1, 2], date: null }))).toMatchObject({ location: '', date: '' })
    expect(toProject(item({ status: {}, link: ['https://a.org'] }))).toMatchObject({ status: 'Active', link: undefined })
  })
})

describe('front-matter URLs pass the allow-list', () => {
  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', '\u0001javascript:x', 'data:text/html,x', 'vbscript:x', '/projects/other'])(
    'a project link %j is dropped (no View Project)',
    (link) => {
      expect(toProject(item({ link })).link).toBeUndefined()
    },
  )

  it('an http(s) project link is kept', () => {
    expect(toProject(item({ link: 'https://github.com/osck/x' })).link).toBe('https://github.com/osck/x')
  })

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'vbscript:x', 'mailto:a@b.org'])(
    'an image %j gives the default image',
    (image) => {
      expect(toBlogPost(item({ image })).image).toBe(siteConfig.logo)
      expect(toEvent(item({ image })).image).toBe(siteConfig.logo)
      expect(toProject(item({ image })).image).toBe(siteConfig.logo)
    },
  )
})

describe('resolveImage', () => {
  it.each([
    ['public/uploads/x.png', '/uploads/x.png'],
    ['uploads/x.png', '/uploads/x.png'],
    ['./uploads/x.png', '/uploads/x.png'],
    ['/uploads/x.png', '/uploads/x.png'],
    ['public/images/logo.svg', '/images/logo.svg'],
    ['https://cdn.example.org/a.png', 'https://cdn.example.org/a.png'],
    ['http://cdn.example.org/a.png', siteConfig.logo],
  ])('%s → %s', (input, output) => {
    expect(resolveImage(input)).toBe(output)
  })

  it('falls back to the logo when empty', () => {
    expect(resolveImage(undefined)).toBe(siteConfig.logo)
    expect(resolveImage('  ')).toBe(siteConfig.logo)
  })
})
