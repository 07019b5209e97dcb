// @vitest-environment node
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { copyIntoBuild, listUploads, uploadFiles } from './content-files'

describe('uploads and copyIntoBuild', () => {
  let root: string
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'osck-content-files-'))
    mkdirSync(join(root, 'content/uploads/a-folder'), { recursive: true })
  })
  afterEach(() => rmSync(root, { recursive: true, force: true }))

  it('lists the files under uploads/, linked ones too, never a folder, a dotfile or a dangling link', () => {
    const uploads = join(root, 'content/uploads')
    writeFileSync(join(uploads, 'meetup.jpg'), 'jpeg bytes')
    writeFileSync(join(uploads, '.DS_Store'), '')
    writeFileSync(join(root, 'elsewhere.png'), 'png bytes')
    symlinkSync(join(root, 'elsewhere.png'), join(uploads, 'linked.png'))
    symlinkSync(join(root, 'gone.png'), join(uploads, 'dangling.png'))
    expect(listUploads(join(root, 'content')).sort()).toEqual(['linked.png', 'meetup.jpg'])
    expect(uploadFiles(join(root, 'content')).sort()).toEqual([
      ['uploads/linked.png', join(uploads, 'linked.png')],
      ['uploads/meetup.jpg', join(uploads, 'meetup.jpg')],
    ])
  })

  it('has no uploads when the folder is missing', () => {
    expect(listUploads(join(root, 'nowhere'))).toEqual([])
  })

  it('copies each file byte for byte into its folder in the build, readable by the web server', () => {
    const photo = join(root, 'photo.jpg')
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 3])
    writeFileSync(photo, bytes)
    chmodSync(photo, 0o600)
    const outDir = join(root, 'dist')
    copyIntoBuild(outDir, [
      ['uploads/photo.jpg', photo],
      ['assets/img/photo-abc-400.avif', photo],
    ])
    for (const name of ['uploads/photo.jpg', 'assets/img/photo-abc-400.avif']) {
      expect(readFileSync(join(outDir, name))).toEqual(bytes)
      expect(statSync(join(outDir, name)).mode & 0o777).toBe(0o644)
    }
  })
})
