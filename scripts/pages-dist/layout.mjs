/**
 * The file layout of a files-only host (GitHub Pages): `/blog` is answered by `blog.html` and
 * `/blog/<slug>` by `blog/<slug>.html`, so the URLs the site publishes (no trailing slash) are
 * served directly. A `blog/index.html` would cost every shared link a 301 to `/blog/`.
 */
import { existsSync, readdirSync, renameSync, rmdirSync } from 'node:fs'
import { join } from 'node:path'
import { pageFolders } from '@osck/shared/route-table'

/** The route table's page folders (`home`, `blog`…). */
export const PAGE_FOLDERS = pageFolders()

/** `<route>/index.html` → `<route>.html`, for every generated route page under `dir`. */
export function flattenPages(dir) {
  for (const folder of PAGE_FOLDERS) flatten(dir, folder)
}

function flatten(dir, route) {
  const folder = join(dir, route)
  if (!existsSync(folder)) return
  for (const entry of readdirSync(folder, { withFileTypes: true }))
    if (entry.isDirectory()) flatten(dir, `${route}/${entry.name}`)
  const page = join(folder, 'index.html')
  if (existsSync(page)) renameSync(page, `${folder}.html`)
  if (readdirSync(folder).length === 0) rmdirSync(folder)
}
