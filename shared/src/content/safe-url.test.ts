import { defaultUrlTransform } from 'react-markdown'
import { describe, expect, it } from 'vitest'
import { assertProperty, fc } from '../testing/content-arbitraries'
import { SAFE_PROTOCOLS, safeImage, safeLink, safeUrl, safeWebLink, urlProtocol } from './safe-url'

const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  '\tjavascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/png;base64,AAAA',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
]

describe('safeLink (front-matter link)', () => {
  it.each(SAFE_PROTOCOLS.map((p) => `${p}://example.org/x`))('keeps %s', (url) => {
    expect(safeLink(url)).toBe(url)
  })

  it('keeps mailto and xmpp addresses and trims around the URL', () => {
    expect(safeLink('mailto:team@example.org')).toBe('mailto:team@example.org')
    expect(safeLink('  https://example.org  ')).toBe('https://example.org')
  })

  it.each(HOSTILE)('drops %j', (url) => {
    expect(safeLink(url)).toBeUndefined()
  })

  it('drops relative links, bare hosts and empty values (a project link leaves the site)', () => {
    for (const url of ['/projects/x', 'github.com/osck', '#top', '', '  ', undefined]) {
      expect(safeLink(url)).toBeUndefined()
    }
  })
})

describe('safeImage (front-matter and body images)', () => {
  it.each(['/uploads/x.jpg', 'uploads/x.jpg', 'public/uploads/x.jpg', './uploads/x.jpg', 'https://a.org/x.png', '//a.org/x.png'])(
    'keeps %s',
    (url) => {
      expect(safeImage(url)).toBe(url)
    },
  )

  it.each([...HOSTILE, 'mailto:a@b.org', 'irc://irc.example.org', 'http://a.org/x.png', 'HTTP://a.org/x.png'])('drops %j', (url) => {
    expect(safeImage(url)).toBeUndefined()
  })
})

describe('safeWebLink (registration and join links)', () => {
  it('keeps http and https pages, where images take https alone', () => {
    expect(safeWebLink(' https://lu.ma/osck ')).toBe('https://lu.ma/osck')
    expect(safeWebLink('http://forms.example/osck')).toBe('http://forms.example/osck')
    expect(safeImage('http://images.example/a.png')).toBeUndefined()
  })

  it('drops hostile, relative and other protocols', () => {
    for (const url of [...HOSTILE, '/events/x', 'mailto:team@osck.example', '']) {
      expect(safeWebLink(url), url).toBeUndefined()
    }
  })
})

describe('one allow-list with react-markdown', () => {
  it('reads the protocol as react-markdown does', () => {
    expect(urlProtocol('HTTPS://x')).toBe('https')
    expect(urlProtocol(':x')).toBe('')
    expect(urlProtocol('uploads/a.png?v=1:2')).toBeUndefined()
    expect(urlProtocol('#a:b')).toBeUndefined()
  })

  it('agrees with defaultUrlTransform on hostile and on arbitrary URLs', () => {
    for (const url of HOSTILE) expect(safeUrl(url)).toBe(defaultUrlTransform(url))
    const protocolish = fc
      .tuple(fc.constantFrom('', ...SAFE_PROTOCOLS, 'javascript', 'JAVASCRIPT', 'data', 'ftp', 'HtTpS'), fc.string())
      .map(([protocol, rest]) => (protocol ? `${protocol}:${rest}` : rest))
    assertProperty(fc.oneof(fc.string(), fc.webUrl(), protocolish), (url) => {
      expect(safeUrl(url)).toBe(defaultUrlTransform(url))
    }, 2000)
  })
})
