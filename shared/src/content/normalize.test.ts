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
    const post = toBlogPost(item({ title: 2024, tags: 'react, node ,', featured: 'true', date: 2025 }))
    expect(post).toMatchObject({ title: '2024', tags: ['react', 'node'], featured: true, date: '2025' })
    const event = toEvent(item({ title: 'E', attendees: '45', category: '' }))
    expect(event.attendees).toBe(45)
    expect(event.category).toBeUndefined()
    expect(toEvent(item({ title: 'E', attendees: 'many' })).attendees).toBeUndefined()
    const project = toProject(item({ title: 'P', tags: ['a', 3, null, { x: 1 }, ' b '], collaborators: 'Ann, Bo' }))
    expect(project.tags).toEqual(['a', 'b'])
    expect(project.collaborators).toEqual(['Ann', 'Bo'])
    expect(toProject(item({ title: 'P', starCount: '12', featured: 'yes' }))).toMatchObject({ starCount: 12, featured: false })
    expect(toProject(item({ title: ['nope'], date: { y: 1 } }))).toMatchObject({ title: 'x', date: undefined })
  })
})

describe('resolveImage', () => {
  it.each([
    ['public/uploads/x.png', '/uploads/x.png'],
    ['uploads/x.png', '/uploads/x.png'],
    ['./uploads/x.png', '/uploads/x.png'],
    ['/uploads/x.png', '/uploads/x.png'],
    ['public/images/logo.svg', '/images/logo.svg'],
    ['https://cdn.example.org/a.png', 'https://cdn.example.org/a.png'],
    ['data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
  ])('%s → %s', (input, output) => {
    expect(resolveImage(input)).toBe(output)
  })

  it('falls back to the logo when empty', () => {
    expect(resolveImage(undefined)).toBe(siteConfig.logo)
    expect(resolveImage('  ')).toBe(siteConfig.logo)
  })
})
