import { afterEach, describe, expect, it } from 'vitest'
import { shownHtml, watchInlinePhotos, withInlinePhotos } from './inline-photos'
import { forgetBase, publishedUnder } from './published-under'

afterEach(() => {
  forgetBase()
  document.body.replaceChildren()
})

/** React's createElement as far as used: what it was given. */
const h = (type: unknown, props: Record<string, unknown> | null) => ({ type, props })
const entry = {
  getIn: () => ({ toJS: () => [{ path: 'content/uploads/new.jpg', url: 'blob:https://a/1' }] }),
}
const html = (drawn: unknown) =>
  (drawn as { props: { dangerouslySetInnerHTML: { __html: string } } }).props.dangerouslySetInnerHTML.__html

/** Decap's MarkdownPreview as far as used: a class drawing its HTML in a container. */
class MarkdownPreview {
  constructor(readonly props: { value: string; entry?: typeof entry }) {}
  render() {
    return h('Container', { className: 'c', dangerouslySetInnerHTML: { __html: this.props.value } })
  }
}
const drawn = (value: string) => {
  const Shown = withInlinePhotos(MarkdownPreview, h) as typeof MarkdownPreview
  return new Shown({ value, entry }).render()
}

describe('a photo inside a sentence', () => {
  it('is drawn in the preview under the base, or by its blob: address when not saved yet', () => {
    publishedUnder('/osck-site/')
    const shown = drawn(
      '<p>See <img src="/uploads/a.jpg" alt="A"> and <img src="/uploads/new.jpg" alt="N">.</p>',
    )
    expect(shown).toMatchObject({ type: 'Container', props: { className: 'c' } })
    expect(html(shown)).toBe(
      '<p>See <img src="/osck-site/uploads/a.jpg" alt="A"> and <img src="blob:https://a/1" alt="N">.</p>',
    )
  })

  it('leaves the preview’s HTML as Decap wrote it when no upload is named, or at the host’s root', () => {
    publishedUnder('/osck-site/')
    const other = '<p><img src="https://a.example/b.jpg"><img src="/osck-site/uploads/c.jpg"></p>'
    expect(html(drawn(other))).toBe(other)
    forgetBase()
    const root = '<p>See <img src="/uploads/a.jpg">.</p>'
    expect(html(drawn(root))).toBe(root)
  })

  it('keeps any preview that is not a class as it is', () => {
    expect(withInlinePhotos('MarkdownPreview', h)).toBe('MarkdownPreview')
    const plain = () => null
    expect(withInlinePhotos(plain, h)).toBe(plain)
  })

  it('is moved under the base in the rich-text editor, when it appears and when its address changes', async () => {
    publishedUnder('/osck-site/')
    document.body.innerHTML = '<p><img src="/uploads/there.jpg"></p>'
    const observer = watchInlinePhotos()
    const img = () => document.body.querySelector('img')!.getAttribute('src')
    expect(img()).toBe('/osck-site/uploads/there.jpg')
    document.body.insertAdjacentHTML('beforeend', '<p>See <img id="new" src="/uploads/new.jpg"> here</p>')
    await expect
      .poll(() => document.getElementById('new')!.getAttribute('src'))
      .toBe('/osck-site/uploads/new.jpg')
    document.body.querySelector('img')!.setAttribute('src', '/uploads/changed.jpg')
    await expect.poll(img).toBe('/osck-site/uploads/changed.jpg')
    observer?.disconnect()
  })

  it('is left as it is at the host’s root: nothing is watched', () => {
    expect(watchInlinePhotos()).toBeUndefined()
  })

  it('shownHtml rewrites only the images the mapping names', () => {
    const given = '<p><img src="/x.jpg"><img src="/y.jpg"></p>'
    expect(shownHtml(given, (src) => (src === '/x.jpg' ? '/b/x.jpg' : undefined))).toBe(
      '<p><img src="/b/x.jpg"><img src="/y.jpg"></p>',
    )
    expect(shownHtml(given, () => undefined)).toBe(given)
  })
})
