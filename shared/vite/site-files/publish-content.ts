import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  CONTENT_SECTIONS,
  copyIntoBuild,
  listMarkdownFiles,
  readContentFile,
  uploadFiles,
} from '../content-files'

/**
 * The content API as the shell build emits it (content-plugin.ts), written into an existing
 * build: `/content/{section}/index.json`, the markdown files and `/uploads/*`.
 */
export function publishContent(contentRoot: string, outDir: string): void {
  for (const section of CONTENT_SECTIONS) {
    const dir = join(outDir, 'content', section)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    const files = listMarkdownFiles(contentRoot, section)
    writeFileSync(join(dir, 'index.json'), JSON.stringify(files))
    for (const file of files) writeFileSync(join(dir, file), readContentFile(contentRoot, section, file))
  }
  const uploads = join(outDir, 'uploads')
  rmSync(uploads, { recursive: true, force: true })
  mkdirSync(uploads, { recursive: true })
  copyIntoBuild(outDir, uploadFiles(contentRoot))
}
