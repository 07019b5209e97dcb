import { afterEach, describe, expect, it } from 'vitest'
import { normalizeBase, resetSiteBase, routePath, siteBase, sitePath, siteRoot } from './site-base'

function publishUnder(base: string | undefined) {
  document.head.querySelector('meta[name="osck-base"]')?.remove()
  if (base !== undefined) {
    const meta = document.createElement('meta')
    meta.name = 'osck-base'
    meta.content = base
    document.head.append(meta)
  }
  resetSiteBase()
}

afterEach(() => publishUnder(undefined))

describe('the site base path', () => {
  it('is / when the page names none (pnpm start, dev, the nginx setup)', () => {
    publishUnder(undefined)
    expect(siteBase()).toBe('/')
    expect(sitePath('/content/blog/index.json')).toBe('/content/blog/index.json')
    expect(routePath('/blog/x')).toBe('/blog/x')
  })

  it.each([
    ['osck-site', '/osck-site/'],
    ['/osck-site', '/osck-site/'],
    ['/osck-site/', '/osck-site/'],
    ['/Osck-Site/', '/Osck-Site/'],
    ['/a/b/', '/a/b/'],
    ['//a//b', '/a/b/'],
    ['', '/'],
  ])('%s reads as %s', (value, base) => {
    expect(normalizeBase(value)).toBe(base)
  })

  it('puts root-relative paths under the base and leaves other URLs alone', () => {
    publishUnder('/a/b')
    expect(siteBase()).toBe('/a/b/')
    expect(sitePath('/uploads/x.jpg')).toBe('/a/b/uploads/x.jpg')
    expect(sitePath('https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg')
    expect(sitePath('//cdn.example/x.jpg')).toBe('//cdn.example/x.jpg')
    expect(sitePath('data:image/png;base64,AA')).toBe('data:image/png;base64,AA')
    expect(siteRoot('https://u.github.io')).toBe('https://u.github.io/a/b')
  })

  it('takes the base off a page path whatever its case, as the router does', () => {
    publishUnder('/Osck-Site/')
    expect(routePath('/Osck-Site/blog/x')).toBe('/blog/x')
    expect(routePath('/osck-site/events')).toBe('/events')
    expect(routePath('/Osck-Site')).toBe('/')
    expect(routePath('/elsewhere')).toBe('/elsewhere')
  })
})
