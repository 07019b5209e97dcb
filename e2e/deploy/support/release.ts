import { createHash } from 'node:crypto'
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'

function listFiles(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? listFiles(root, path) : [relative(root, path)]
  })
}

const HASHED = /-([A-Za-z0-9_-]{8})\.js$/

/**
 * A new release of a remote made from its build, as a rebuild with a visible change would be:
 * every occurrence of the string literal `from` becomes `to`, and every chunk whose content
 * changes — directly or because it references a renamed chunk — gets a new content hash in its
 * file name. remoteEntry.js keeps its name. Returns the number of chunks rewritten.
 */
export function makeRelease(source: string, dest: string, from: string, to: string): number {
  const files = listFiles(source).filter((file) => file.endsWith('.js'))
  const text = new Map(files.map((file) => [file, readFileSync(join(source, file), 'utf8')]))
  const literal = JSON.stringify(from)
  const changed = new Set(files.filter((file) => text.get(file)!.includes(literal)))
  if (changed.size === 0) throw new Error(`no chunk of ${source} contains ${literal}`)
  // Everything that (transitively) references a changed chunk changes too.
  for (let grew = true; grew; ) {
    grew = false
    for (const file of files) {
      if (changed.has(file)) continue
      if ([...changed].some((other) => text.get(file)!.includes(basename(other)))) {
        changed.add(file)
        grew = true
      }
    }
  }
  const renames = new Map<string, string>()
  for (const file of changed) {
    const match = HASHED.exec(basename(file))
    if (!match) continue
    const hash = createHash('sha256').update(`${file}:${to}`).digest('base64url').slice(0, 8)
    renames.set(basename(file), basename(file).replace(`-${match[1]}.js`, `-${hash}.js`))
  }
  rmSync(dest, { recursive: true, force: true })
  cpSync(source, dest, { recursive: true })
  for (const file of changed) {
    let body = text.get(file)!.split(literal).join(JSON.stringify(to))
    for (const [oldName, newName] of renames) body = body.split(oldName).join(newName)
    const newFile = join(dirname(file), renames.get(basename(file)) ?? basename(file))
    rmSync(join(dest, file))
    mkdirSync(dirname(join(dest, newFile)), { recursive: true })
    writeFileSync(join(dest, newFile), body)
  }
  return changed.size
}

/**
 * Uploads a release over a remote's live folder the safe way: the new hashed chunks first,
 * remoteEntry.js last (old chunks stay for visitors who still run the previous entry).
 */
export function upload(release: string, live: string): void {
  const files = listFiles(release)
  for (const file of files.filter((f) => basename(f) !== 'remoteEntry.js')) {
    mkdirSync(dirname(join(live, file)), { recursive: true })
    cpSync(join(release, file), join(live, file))
  }
  cpSync(join(release, 'remoteEntry.js'), join(live, 'remoteEntry.js'))
}
