import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export const CONTENT_SECTIONS = ['blog', 'events', 'projects'] as const

/** Markdown file names of a section, sorted: exactly what index.json lists. */
export function listMarkdownFiles(contentRoot: string, section: string): string[] {
  const dir = join(contentRoot, section)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
}

export function listUploads(contentRoot: string): string[] {
  const dir = join(contentRoot, 'uploads')
  if (!existsSync(dir)) return []
  return readdirSync(dir).filter((name) => !name.startsWith('.'))
}

export function readContentFile(contentRoot: string, ...parts: string[]): Buffer {
  return readFileSync(join(contentRoot, ...parts))
}
