import { describe, expect, it } from 'vitest'
import { defaultManifest, parseManifest } from './manifest'

describe('remotes manifest', () => {
  it('defaults every section to its same-origin remoteEntry', () => {
    expect(defaultManifest()).toEqual({
      blog: '/remotes/blog/remoteEntry.js',
      events: '/remotes/events/remoteEntry.js',
      projects: '/remotes/projects/remoteEntry.js',
    })
  })

  it('takes absolute and root-relative URLs for known sections', () => {
    const { manifest, problems } = parseManifest({
      blog: 'https://blog.example.org/remoteEntry.js',
      events: '/v2/events/remoteEntry.js?v=3',
    })
    expect(problems).toEqual([])
    expect(manifest.blog).toBe('https://blog.example.org/remoteEntry.js')
    expect(manifest.events).toBe('/v2/events/remoteEntry.js?v=3')
    expect(manifest.projects).toBe('/remotes/projects/remoteEntry.js')
  })

  it('reports and ignores unknown sections and invalid URLs', () => {
    const { manifest, problems } = parseManifest({
      shop: '/shop/remoteEntry.js',
      blog: 'javascript:alert(1)',
      events: 42,
    })
    expect(problems).toEqual([
      'unknown remote "shop"',
      'invalid URL for remote "blog"',
      'invalid URL for remote "events"',
    ])
    expect(manifest).toEqual(defaultManifest())
  })

  it('falls back to the defaults when the document is not an object', () => {
    expect(parseManifest(['/a.js']).manifest).toEqual(defaultManifest())
    expect(parseManifest(null).problems).toHaveLength(1)
  })
})
