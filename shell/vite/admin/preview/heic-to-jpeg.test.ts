import { describe, expect, it } from 'vitest'
import { jpegName } from './heic-to-jpeg'

// The conversion itself needs WebAssembly and a canvas: e2e/editor/bad-input.spec.ts runs it in
// Chromium, and site-build/src/images/heic-decode.test.ts runs its decoder in Node.
describe('jpegName', () => {
  it('names the JPEG after the photo, whatever the case of its extension', () => {
    expect(jpegName('IMG_0001.HEIC')).toBe('IMG_0001.jpg')
    expect(jpegName('camera.heif')).toBe('camera.jpg')
    expect(jpegName('holiday.heic.heic')).toBe('holiday.heic.jpg')
  })
})
