import { lookup } from 'mrmime'
import { CONTENT_SECTIONS, listMarkdownFiles, listUploads, readContentFile } from './content-files'
import { safeDecode } from './safe-decode'

// The content API's text types with their charset, as `pnpm start` sends them
// (scripts/serve/rules.mjs); any other file, uploads included, gets mrmime's type as sirv gives it.
const TEXT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
}

function mimeOf(name: string): string {
  const extension = name.slice(name.lastIndexOf('.')).toLowerCase()
  return TEXT_TYPES[extension] ?? lookup(name) ?? 'application/octet-stream'
}

/**
 * What the dev server answers for a URL of the content API (`/content/{section}/index.json`,
 * `/content/{section}/{file}.md`) or an upload (`/uploads/{name}`), read live from `content/`;
 * undefined for any other URL. A name that is not valid percent-encoding (`50%off.jpg`) is
 * looked up as written, as the build publishes it.
 */
export function devContentFile(
  contentRoot: string,
  url: string,
): { type: string; body: string | Buffer } | undefined {
  const path = safeDecode(url.split('?')[0] ?? '')
  const body = readDevFile(contentRoot, path)
  return body === undefined ? undefined : { type: mimeOf(path), body }
}

function readDevFile(contentRoot: string, path: string): string | Buffer | undefined {
  if (path.includes('..')) return undefined
  const upload = /^\/uploads\/([^/]+)$/.exec(path)
  if (upload?.[1] && listUploads(contentRoot).includes(upload[1])) {
    return readContentFile(contentRoot, 'uploads', upload[1])
  }
  const match = /^\/content\/([a-z]+)\/([^/]+)$/.exec(path)
  if (!match) return undefined
  const [, section = '', file = ''] = match
  if (!(CONTENT_SECTIONS as readonly string[]).includes(section)) return undefined
  const files = listMarkdownFiles(contentRoot, section)
  if (file === 'index.json') return JSON.stringify(files)
  return files.includes(file) ? readContentFile(contentRoot, section, file) : undefined
}
