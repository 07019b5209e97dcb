import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Tests: a new temporary folder holding `files` (path → text). */
export function folder(files: Record<string, string>, prefix = 'osck-site-files-'): string {
  const root = mkdtempSync(join(tmpdir(), prefix))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  return root
}
