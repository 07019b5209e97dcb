import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../testing'
import { Markdown } from './Markdown'

const renderMd = (text: string) => renderWithProviders(<Markdown>{text}</Markdown>).container

describe('Markdown', () => {
  it('renders markdown inside .osck-markdown', () => {
    const container = renderMd('# Title\n\nSome **bold** text\n\n- one\n- two')
    expect(container.querySelector('.osck-markdown h1')).toHaveTextContent('Title')
    expect(container.querySelectorAll('li')).toHaveLength(2)
    // The typography comes with the component (a Chakra class), not from global CSS.
    expect(container.querySelector('.osck-markdown')?.className).toMatch(/\bcss-/)
  })

  it.each(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'])('keeps %s links', (protocol) => {
    renderMd(`[link](${protocol}://example.org/x)`)
    expect(screen.getByText('link')).toHaveAttribute('href', `${protocol}://example.org/x`)
  })

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox(1)'])(
    'blanks a %s link',
    (url) => {
      renderMd(`[bad](${url})`)
      expect(screen.getByText('bad')).not.toHaveAttribute('href')
    },
  )

  it('keeps relative links and anchors', () => {
    renderMd('[a](/blog/other) [b](#section) [c](uploads/a.png?v=1:2)')
    expect(screen.getByText('a')).toHaveAttribute('href', '/blog/other')
    expect(screen.getByText('b')).toHaveAttribute('href', '#section')
    expect(screen.getByText('c')).toHaveAttribute('href', 'uploads/a.png?v=1:2')
  })

  it.each(['JaVaScRiPt:alert(1)', 'DATA:text/html,x', 'javascript&#58;alert(1)', 'file:///etc/passwd'])(
    'blanks a disguised protocol %j',
    (url) => {
      renderMd(`[bad](${url})`)
      expect(screen.getByText('bad')).not.toHaveAttribute('href')
    },
  )

  it.each(['data:image/png;base64,AAAA', 'http://photos.example.org/a.png'])(
    'shows the alt text of a %s image in a frame, with no request',
    (url) => {
      const container = renderMd(`![A slide](${url})`)
      expect(container.querySelector('img')).toBeNull()
      const frame = screen.getByRole('img', { name: 'A slide' })
      expect(frame).toHaveClass('osck-image-alt')
      expect(frame).toHaveTextContent('A slide')
    },
  )

  it('shows the alt text in a frame, not the logo, when a body image fails to load', () => {
    renderMd('![The meetup](https://photos.example.org/meetup.png)')
    const image = screen.getByRole('img', { name: 'The meetup' })
    expect(image).toHaveAttribute('src', 'https://photos.example.org/meetup.png')
    fireEvent.error(image)
    expect(screen.getByRole('img', { name: 'The meetup' })).toHaveTextContent('The meetup')
    expect(document.querySelector('img[src="/images/logo.svg"]')).toBeNull()
  })

  it('opens http links in a new tab with noopener', () => {
    renderMd('[ext](https://example.org)')
    expect(screen.getByText('ext')).toHaveAttribute('target', '_blank')
    expect(screen.getByText('ext').getAttribute('rel')).toContain('noopener')
  })

  it('never executes raw HTML', () => {
    const flag = vi.fn()
    Object.assign(window, { hostileFlag: flag })
    const container = renderMd(
      '<script>window.hostileFlag()</script>\n\n<img src="x" onerror="window.hostileFlag()">\n\n<a href="javascript:window.hostileFlag()">x</a>',
    )
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
    expect(container.querySelector('a[href^="javascript"]')).toBeNull()
    expect(flag).not.toHaveBeenCalled()
  })

  it('gives images without alt text "Content image", loads them lazily and resolves their path', () => {
    renderMd('![](uploads/a.png)\n\n![A team photo](/uploads/b.png)')
    const [first, second] = screen.getAllByRole('img')
    expect(first).toHaveAttribute('alt', 'Content image')
    expect(first).toHaveAttribute('src', '/uploads/a.png')
    expect(first).toHaveAttribute('loading', 'lazy')
    expect(second).toHaveAttribute('alt', 'A team photo')
  })

  it('shows a section that would freeze the parser as plain text, and formats the others', () => {
    // 30,000 `*a` take the parser about 20 s (quadratic); the guard answers at once.
    const hostile = '*a'.repeat(30_000)
    const container = renderMd(`# Intro\n\nSome **bold**\n\n# Storm\n\n${hostile}\n\n# After\n\nAn *end*`)
    expect(container.querySelector('strong')).toHaveTextContent('bold')
    expect(container.querySelector('em')).toHaveTextContent('end')
    expect(screen.getByText((text) => text.includes(hostile))).toBeInTheDocument()
    expect(container.querySelectorAll('h1')).toHaveLength(2)
  })

  it('shows deeply nested quotes, which overflow the stack, as plain text', () => {
    const deep = '>'.repeat(5000) + ' deep'
    renderMd(`Before\n\n${deep}`)
    expect(screen.getByText((text) => text.includes(deep))).toBeInTheDocument()
  })

  it('renders a body split at its headings exactly as one document', () => {
    const body =
      'Intro with *emphasis*\n\n## Setup\n\n1. one\n2. two\n\n```sh\n# not a heading\n```\n\n## Use\n\n> quoted'
    const container = renderMd(body)
    const root = container.querySelector('.osck-markdown')!
    expect([...root.children].map((child) => child.tagName)).toEqual([
      'P',
      'H2',
      'OL',
      'PRE',
      'H2',
      'BLOCKQUOTE',
    ])
    expect(root.querySelectorAll('h1, h2, h3')).toHaveLength(2)
    expect(root.querySelector('pre')).toHaveTextContent('# not a heading')
  })
})
