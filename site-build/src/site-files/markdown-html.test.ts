// @vitest-environment node
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MarkdownBody } from './markdown-html'

const html = (source: string) => renderToStaticMarkup(h(MarkdownBody, { source }))

describe('body images in the generated pages', () => {
  it('keeps an image on another https host linked as written, whether or not it answers', () => {
    // Port 9 (discard) answers nothing: the page is written without contacting the host.
    expect(html('![The meetup](https://127.0.0.1:9/meetup.png)')).toContain(
      '<img alt="The meetup" loading="lazy" src="https://127.0.0.1:9/meetup.png"/>',
    )
  })

  it.each(['http://photos.example.org/a.png', 'data:image/png;base64,AAAA', 'javascript:alert(1)'])(
    'writes the alt text of an image the site does not show (%s) in a frame, with no img',
    (url) => {
      const page = html(`![A slide](${url})`)
      expect(page).not.toContain('<img')
      expect(page).toMatch(
        /<span role="img" aria-label="A slide" class="osck-image-alt" style="[^"]+">A slide<\/span>/,
      )
    },
  )
})
