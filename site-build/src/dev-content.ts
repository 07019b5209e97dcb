import { lookup } from 'mrmime'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
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

/** The published paths the dev server answers from its content publish. */
const PUBLISHED = /^\/(?:content|uploads|assets\/img)\//
export const isPublishedPath = (url: string) => PUBLISHED.test(url)

/**
 * What the dev server answers for a URL of the content API (`/content/...`), an upload
 * (`/uploads/{name}`) or an image variant (`/assets/img/...`): the file the content step
 * (`publishSiteContent`) wrote into `publishedDir`; undefined for any other URL. A name that is
 * not valid percent-encoding (`50%off.jpg`) is looked up as written, as the build publishes it.
 */
export function devContentFile(
  publishedDir: string,
  url: string,
): { type: string; body: Buffer } | undefined {
  const path = safeDecode(url.split('?')[0] ?? '')
  if (!isPublishedPath(path) || path.split('/').includes('..')) return undefined
  const file = join(publishedDir, path)
  if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined
  return { type: mimeOf(path), body: readFileSync(file) }
}
