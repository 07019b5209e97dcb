import { describe, expect, it } from 'vitest'
import { absoluteUrl } from '@osck/shared/build-kit'
import { basePathOf, publicSiteUrl, SiteUrlError } from './site-url'

describe('OSCK_SITE_URL', () => {
  it.each([
    ['https://osck.example', 'https://osck.example', '/'],
    ['https://osck.example/', 'https://osck.example', '/'],
    ['https://u.github.io/osck-site', 'https://u.github.io/osck-site', '/osck-site/'],
    ['https://u.github.io/osck-site/', 'https://u.github.io/osck-site', '/osck-site/'],
    ['https://u.github.io/Osck-Site', 'https://u.github.io/Osck-Site', '/Osck-Site/'],
    ['http://127.0.0.1:4402/a/b/', 'http://127.0.0.1:4402/a/b', '/a/b/'],
  ])('%s → %s, base %s', (value, url, base) => {
    expect(publicSiteUrl(value)).toBe(url)
    expect(basePathOf(value)).toBe(base)
  })

  it.each([
    'ftp://osck.example',
    'javascript:alert(1)',
    'file:///srv/site',
    'osck.example',
    'https://osck.example/?a=1',
  ])('refuses %s with a clear message', (value) => {
    expect(() => publicSiteUrl(value)).toThrow(SiteUrlError)
    expect(() => publicSiteUrl(value)).toThrow(/OSCK_SITE_URL/)
  })

  it('absolute URLs go under the base path', () => {
    expect(absoluteUrl('/blog/x', 'https://u.github.io/osck-site')).toBe(
      'https://u.github.io/osck-site/blog/x',
    )
    expect(absoluteUrl('/blog/x', 'https://osck.example')).toBe('https://osck.example/blog/x')
    expect(absoluteUrl('https://cdn.example/a.png', 'https://osck.example')).toBe('https://cdn.example/a.png')
  })
})
