// @vitest-environment node
import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { fileIsImage, sniffImage } from './sniff-image'

const IPHONE_HEIC = readFileSync(
  new URL('../../../../e2e/editor/fixtures/iphone-photo.heic', import.meta.url),
)

const pixel = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0392b' } })

describe('an upload is sniffed by its bytes, whatever its name', () => {
  it('knows the photos and drawings the site shows', async () => {
    expect(sniffImage(await pixel().jpeg().toBuffer())).toBe('jpg')
    expect(sniffImage(await pixel().png().toBuffer())).toBe('png')
    expect(sniffImage(await pixel().webp().toBuffer())).toBe('webp')
    expect(sniffImage(await pixel().gif().toBuffer())).toBe('gif')
    expect(sniffImage(await pixel().avif().toBuffer())).toBe('avif')
    expect(sniffImage(IPHONE_HEIC)).toMatch(/^hei[cf]$/)
    const svg = '<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>'
    expect(sniffImage(new TextEncoder().encode(svg))).toBe('svg')
  })

  it('refuses a PDF named poster.jpg, a web page and plain text', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n')
    expect(sniffImage(pdf)).toBeUndefined()
    expect(await fileIsImage(new File([pdf], 'poster.jpg', { type: 'image/jpeg' }))).toBe(false)
    expect(sniffImage(new TextEncoder().encode('<!doctype html><title>svg</title>'))).toBeUndefined()
    expect(sniffImage(new TextEncoder().encode('minutes of the meeting'))).toBeUndefined()
    expect(sniffImage(new Uint8Array())).toBeUndefined()
  })

  it('reads only the start of a large file', async () => {
    const photo = new Uint8Array(await pixel().jpeg().toBuffer())
    expect(await fileIsImage(new File([photo, new Uint8Array(8 * 1024 * 1024)], 'big.jpg'))).toBe(true)
  })
})
