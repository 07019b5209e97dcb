/**
 * The origins the community's settings send visitors' forms to (content/settings/community.yml,
 * docs/editing.md), as the published shell carries them: its index.html's
 * `<script type="application/json" id="osck-settings">`, written by the publish step from the
 * checked settings. Every rendering of the CSP (`pnpm start`, nginx, `_headers`, the pages' meta)
 * adds them to form-action and connect-src; none set: none added.
 */
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SETTINGS = /<script type="application\/json" id="osck-settings">([^<]*)<\/script>/

const httpsOrigin = (url) => {
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'https:' ? parsed.origin : undefined
  } catch {
    return undefined
  }
}

/** The origins in a page's settings, space-separated ('' when none). */
export function formOriginsOfHtml(html) {
  const json = html.match(SETTINGS)?.[1]
  if (!json) return ''
  let settings
  try {
    settings = JSON.parse(json)
  } catch {
    return ''
  }
  const urls = [settings?.newsletter?.action, settings?.suggestions?.form]
  return [...new Set(urls.map((url) => typeof url === 'string' && httpsOrigin(url)).filter(Boolean))].join(
    ' ',
  )
}

const read = new Map()

/** The origins in a built shell folder's index.html ('' without one); read again when it changes. */
export function formOriginsOf(shellDir) {
  const file = join(shellDir, 'index.html')
  const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs
  if (modified === undefined) return ''
  const known = read.get(file)
  if (known?.modified === modified) return known.origins
  const origins = formOriginsOfHtml(readFileSync(file, 'utf8'))
  read.set(file, { modified, origins })
  return origins
}
