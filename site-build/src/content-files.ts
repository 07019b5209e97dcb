import {
  chmodSync,
  constants,
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  statSync,
} from 'node:fs'
import { dirname, join } from 'node:path'

export const CONTENT_SECTIONS = ['blog', 'events', 'projects'] as const

/** Markdown file names of a section, sorted: exactly what index.json lists. */
export function listMarkdownFiles(contentRoot: string, section: string): string[] {
  const dir = join(contentRoot, section)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
}

/** The files under uploads/, as published (a dotfile, a folder or a dangling link there is not). */
export function listUploads(contentRoot: string): string[] {
  const dir = join(contentRoot, 'uploads')
  if (!existsSync(dir)) return []
  const isFile = (name: string) => statSync(join(dir, name), { throwIfNoEntry: false })?.isFile() === true
  return readdirSync(dir).filter((name) => !name.startsWith('.') && isFile(name))
}

/** Each upload as [its path in the build, its file]. */
export function uploadFiles(contentRoot: string): Array<[string, string]> {
  return listUploads(contentRoot).map((name) => [`uploads/${name}`, join(contentRoot, 'uploads', name)])
}

/**
 * Copies files into a build as they are, by the kernel: phone photos and their variants run to
 * hundreds of megabytes, which Rollup would read into memory to write them out again.
 */
export function copyIntoBuild(outDir: string, files: Iterable<readonly [string, string]>): void {
  const made = new Set<string>()
  for (const [name, source] of files) {
    const target = join(outDir, name)
    const dir = dirname(target)
    if (!made.has(dir)) mkdirSync(dir, { recursive: true })
    made.add(dir)
    copyFileSync(source, target, constants.COPYFILE_FICLONE)
    // Readable by the web server whatever the source's mode, as Rollup writes its files.
    chmodSync(target, 0o644)
  }
}

export function readContentFile(contentRoot: string, ...parts: string[]): Buffer {
  return readFileSync(join(contentRoot, ...parts))
}
