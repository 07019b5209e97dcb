// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { devContentFile } from './dev-content'

describe("the dev server's content and uploads", () => {
  let root: string
  beforeEach(() => {
    // A published folder, as publishSiteContent writes it.
    root = mkdtempSync(join(tmpdir(), 'osck-dev-content-'))
    mkdirSync(join(root, 'uploads'))
    mkdirSync(join(root, 'content/blog'), { recursive: true })
    mkdirSync(join(root, 'assets/img'), { recursive: true })
    writeFileSync(join(root, 'content/blog/index.json'), JSON.stringify(['first.md']))
    writeFileSync(join(root, 'content/blog/first.md'), '---\ntitle: First\n---\nBody')
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('serves the section index, its files, the uploads and the variants with their types', () => {
    writeFileSync(join(root, 'uploads/meetup.jpg'), 'jpeg bytes')
    writeFileSync(join(root, 'assets/img/meetup-0123456789-400.avif'), 'avif bytes')
    const index = devContentFile(root, '/content/blog/index.json')
    expect(index?.type).toBe('application/json; charset=utf-8')
    expect(String(index?.body)).toBe(JSON.stringify(['first.md']))
    expect(devContentFile(root, '/assets/img/meetup-0123456789-400.avif')?.type).toBe('image/avif')
    expect(devContentFile(root, '/content/blog/first.md?v=1')?.type).toBe('text/markdown; charset=utf-8')
    expect(devContentFile(root, '/uploads/meetup.jpg')?.type).toBe('image/jpeg')
  })

  it("gives a phone's HEIC and HEIF originals their image types, as pnpm start does", () => {
    writeFileSync(join(root, 'uploads/IMG_0001.HEIC'), 'heic bytes')
    writeFileSync(join(root, 'uploads/scan.heif'), 'heif bytes')
    expect(devContentFile(root, '/uploads/IMG_0001.HEIC')?.type).toBe('image/heic')
    expect(devContentFile(root, '/uploads/scan.heif')?.type).toBe('image/heif')
  })

  it('finds a name that is not valid percent-encoding as written, and a space encoded or not', () => {
    writeFileSync(join(root, 'uploads/50%off.jpg'), 'sale')
    writeFileSync(join(root, 'uploads/my photo.jpg'), 'photo')
    expect(String(devContentFile(root, '/uploads/50%off.jpg')?.body)).toBe('sale')
    expect(String(devContentFile(root, '/uploads/my%20photo.jpg')?.body)).toBe('photo')
  })

  it('answers nothing for other paths, unknown files or a way out of the folder', () => {
    for (const url of [
      '/home',
      '/content/blog/missing.md',
      '/content/secrets/x.md',
      '/uploads/../content/blog/first.md',
      '/index.html',
    ])
      expect(devContentFile(root, url), url).toBeUndefined()
  })
})
