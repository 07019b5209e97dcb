import { afterEach, describe, expect, it } from 'vitest'
import { besidePage } from './beside-page'

afterEach(() => document.head.querySelector('base')?.remove())

describe('besidePage', () => {
  it('names a file of the editor beside its page, under the base the site is published at', () => {
    const base = document.createElement('base')
    base.href = 'https://volunteer.github.io/osck-site/admin/'
    document.head.append(base)
    expect(besidePage('preview.css')).toBe('https://volunteer.github.io/osck-site/admin/preview.css')
    expect(besidePage('libheif.wasm')).toBe('https://volunteer.github.io/osck-site/admin/libheif.wasm')
  })
})
