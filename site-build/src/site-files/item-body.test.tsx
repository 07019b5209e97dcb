// @vitest-environment jsdom
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import {
  forgetStaticBody,
  keepStaticBody,
  Markdown,
  PrerenderedBody,
  staticBodyFor,
} from '@osck/shared/markdown'
import { anyBody, assertProperty, fc, renderWithProviders } from '@osck/shared/testing'
import { ItemBody } from './markdown-html'

/** The body as an item page's first load shows it: from the page the build wrote. */
function fromGeneratedPage(source: string): string {
  document.body.innerHTML = `<div id="root">${renderToStaticMarkup(h(ItemBody, { source }))}</div>`
  const body = keepStaticBody()
  document.body.innerHTML = ''
  expect(staticBodyFor(source)).toBe(body)
  const { container, unmount } = renderWithProviders(h(PrerenderedBody, { body: body! }))
  const html = container.innerHTML
  unmount()
  return html
}

/** The body as the app renders it from the markdown file (its reader makes every line end \n). */
function fromMarkdown(source: string): string {
  const { container, unmount } = renderWithProviders(h(Markdown, null, source.replace(/\r\n?/g, '\n')))
  const html = container.innerHTML
  unmount()
  return html
}

const BODIES = [
  '# Title\n\nSome **bold**, _emphasis_, `code` and a [link](https://example.org "Example").',
  '- one\n- two\n\n3. three\n4. four\n\n> quoted\n\n***\n\n```js\nconst a = 1 < 2\n```',
  '[in site](/events/past) [anchor](#x) [mail](mailto:team@example.org) [bad](javascript:alert(1))',
  '![A photo](/uploads/meetup-recap.generated.jpg "At the hub")\n\n![](/uploads/missing.png)',
  'Text ![inline](uploads/a.png) mid-sentence, [![linked](/uploads/b.png)](https://example.org)',
  '![x](http://photos.example.org/a.png) ![y](data:image/png;base64,AAAA) ![z](javascript:alert(1))',
  '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<b>raw</b> html',
  'line one  \nline two\r\nwith CRLF\r\n\r\n## Heading\r\n',
  `${'> '.repeat(600)}deep`,
  `${'*'.repeat(3000)}x`,
  '[ref]: javascript:alert(1)\n\n![ref][ref] [ref][ref]',
]

afterEach(() => forgetStaticBody())

describe('an item page’s body, from the generated HTML', () => {
  it.each(BODIES)('is the app’s own rendering of %j', (source) => {
    expect(fromGeneratedPage(source)).toBe(fromMarkdown(source))
  })

  it('is the app’s own rendering of any body', () => {
    assertProperty(
      anyBody,
      (source) => {
        forgetStaticBody()
        expect(fromGeneratedPage(source)).toBe(fromMarkdown(source))
      },
      60,
    )
  })

  it('is not used for another body', () => {
    document.body.innerHTML = `<div id="root">${renderToStaticMarkup(h(ItemBody, { source: 'Old' }))}</div>`
    keepStaticBody()
    expect(staticBodyFor('New')).toBeNull()
    expect(staticBodyFor('Old')).not.toBeNull()
    fc.assert(fc.property(fc.string(), (other) => other.trim() === 'Old' || staticBodyFor(other) === null))
  })
})
