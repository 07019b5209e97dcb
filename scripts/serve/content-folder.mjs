/**
 * A content folder served at /content/ instead of the published one (OSCK_CONTENT_ROOT): its own
 * files; a section's index.json, when the folder has none, lists the section's markdown files, as
 * the publish would; a section's list.json, when the folder has none, is missing (the lists read
 * the files), never the published build's; anything else it lacks (image manifests) is the
 * published build's.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'

export function contentFolder(serveFolder, dir) {
  return (req, res, path, next) =>
    serveFolder(req, res, path, () => {
      const [, section, file] = /^\/([\w-]+)\/(index|list)\.json$/.exec(path) ?? []
      const folder = section && join(dir, section)
      if (!folder || !existsSync(folder)) return next()
      if (file === 'list') {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
        return res.end('Not found')
      }
      const names = readdirSync(folder).filter((name) => name.endsWith('.md'))
      // An explicit head: the gzip wrapper (gzip.mjs) compresses what follows one.
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' })
      res.end(JSON.stringify(names.sort()))
    })
}
