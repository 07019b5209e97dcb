/**
 * The composed site as one request handler: the shell's build at `/` (the bare `/` redirects to
 * `/home`), each remote's build under `/remotes/<section>/`, optionally a content folder at
 * `/content/`. Files are found and sent by
 * sirv (a `<path>/index.html` answers `<path>`); what sirv does not find is a 404 for an asset path,
 * else the shell's 404.html with status 404 when the build has one, else the app page (status 200).
 */
import { existsSync } from 'node:fs'
import { extname, join } from 'node:path'
import sirv from 'sirv'
import { gzipResponse, nameBody } from './gzip.mjs'
import {
  ADMIN_CSP,
  cacheControl,
  contentTypeOf,
  isAdminPath,
  isAssetPath,
  isForbiddenPath,
  UPLOADS_CSP,
} from './rules.mjs'

export function createSite({ root, contentDir }) {
  const shellDir = join(root, 'shell/dist')
  const mounts = [
    // The scale benchmark serves generated content instead of the published one.
    ...(contentDir ? [['/content/', contentDir]] : []),
    ['/remotes/blog/', join(root, 'blog-app/dist')],
    ['/remotes/events/', join(root, 'events-app/dist')],
    ['/remotes/projects/', join(root, 'projects-app/dist')],
    ['/', shellDir],
  ].map(([prefix, dir]) => ({ prefix, serve: folder(prefix, dir) }))
  const shell = mounts.at(-1)

  return function handle(req, res) {
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Access-Control-Allow-Origin', '*')
    if (isForbiddenPath(pathname)) return notFound(res)
    // `/` is Home (docs/product.md): a redirect, so bots and readers without JavaScript get Home too.
    if (pathname === '/') return redirect(res, `/home${search}`)
    if (pathname.startsWith('/uploads/')) res.setHeader('Content-Security-Policy', UPLOADS_CSP)
    if (isAdminPath(pathname)) {
      res.setHeader('Content-Security-Policy', ADMIN_CSP)
      res.setHeader('X-Robots-Tag', 'noindex')
    }

    gzipResponse(req, res)
    const mount = mounts.find(({ prefix }) => pathname.startsWith(prefix))
    mount.serve(req, res, pathname.slice(mount.prefix.length - 1), () => {
      if (isAssetPath(pathname)) return notFound(res)
      const hasNotFoundPage = existsSync(join(shellDir, '404.html'))
      if (hasNotFoundPage) answerWithStatus(res, 404)
      shell.serve(req, res, hasNotFoundPage ? '/404.html' : '/index.html', () => notFound(res))
    })
  }
}

/** sirv over one folder, reading the disk per request (files change while it runs: content, rebuilds). */
function folder(prefix, dir) {
  const serve = sirv(dir, {
    dev: true,
    etag: true,
    extensions: ['html'],
    setHeaders(res, path) {
      // sirv names a folder's index.html by the folder's path.
      const file = prefix.slice(0, -1) + (extname(path) ? path : path.replace(/\/?$/, '/index.html'))
      const type = contentTypeOf(file)
      if (type) res.setHeader('Content-Type', type)
      res.setHeader('Cache-Control', cacheControl(file))
      nameBody(res, file)
    },
  })
  return (req, res, path, next) => {
    req.url = path
    serve(req, res, next)
  }
}

function redirect(res, location) {
  res.writeHead(301, { Location: location, 'Cache-Control': 'no-cache' })
  res.end()
}

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
  res.end('Not found')
}

/** sirv always answers 200: the 404 page keeps its status. */
function answerWithStatus(res, status) {
  const writeHead = res.writeHead
  res.writeHead = (code, ...rest) => writeHead.call(res, code === 200 ? status : code, ...rest)
}
