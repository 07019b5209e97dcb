import { describe, expect, it } from 'vitest'
import { shownUrl, unshownImages } from './unshown-images'

describe('unshownImages', () => {
  it('names the http:, data: and other-protocol images of the photo field and the body', () => {
    const body = [
      '![ok](/uploads/a.png) ![far](https://images.example.org/b.png "A title")',
      '![mixed](http://images.example.org/c.png)',
      '![inline](data:image/png;base64,AAAA) ![angled](<http://x.org/a b.png>)',
      '![bad](vbscript:msgbox)',
    ].join('\n')
    expect(unshownImages('http://images.example.org/hero.png', body)).toEqual([
      'http://images.example.org/hero.png',
      'http://images.example.org/c.png',
      'data:image/png;base64,AAAA',
      'http://x.org/a b.png',
      'vbscript:msgbox',
    ])
  })

  it('names nothing when every image is a site path or https', () => {
    expect(unshownImages('uploads/a.png', '![a](https://x.org/a.png)\n\n![b](./uploads/b.png)')).toEqual([])
    expect(unshownImages(undefined, 'No images.')).toEqual([])
  })

  it('names a data: URI by its size', () => {
    expect(shownUrl(`data:image/png;base64,${'A'.repeat(3 * 1024 * 1024)}`)).toBe(
      'data:image/png;base64,… (3072 KB)',
    )
    expect(shownUrl('http://x.org/a.png')).toBe('http://x.org/a.png')
  })
})
