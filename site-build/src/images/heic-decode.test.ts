import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { decodeHeic, HeicDecodeError } from './heic-decode'
import { nodeLibheif } from './heic-node'

// A real iPhone-sized HEIC (HEVC inside), made as e2e/editor/fixtures/README.md says.
const HEIC = readFileSync(new URL('../../../e2e/editor/fixtures/iphone-photo.heic', import.meta.url))

describe('decodeHeic', () => {
  it('decodes an iPhone-sized HEIC to RGBA pixels of its full size, with the photo in them', async () => {
    const pixels = await decodeHeic(nodeLibheif(), HEIC)
    expect([pixels.width, pixels.height]).toEqual([4032, 3024])
    expect(pixels.data.length).toBe(4032 * 3024 * 4)
    const { channels } = await sharp(pixels.data, { raw: { width: 4032, height: 3024, channels: 4 } }).stats()
    // The source photo's average colour (fixtures/README.md), opaque.
    expect(channels.map((channel) => Math.round(channel.mean))).toEqual([
      expect.closeTo(119, -1),
      expect.closeTo(152, -1),
      expect.closeTo(168, -1),
      255,
    ])
  })

  it('refuses bytes that are not HEIF, and a HEIC cut short, with a HeicDecodeError', async () => {
    await expect(decodeHeic(nodeLibheif(), Buffer.from('%PDF-1.7 minutes'))).rejects.toThrow(HeicDecodeError)
    await expect(decodeHeic(nodeLibheif(), HEIC.subarray(0, 20_000))).rejects.toThrow(/damaged or incomplete/)
  })
})
