/**
 * The composed site as one request handler: the shell's build at `/` (the bare `/` redirects to
 * `/home`), each remote's build under `/remotes/<section>/`, optionally a content folder of its own
 * at `/content/` (content-folder.mjs). Files are found and sent by
 * sirv (a `<path>/index.html` answers `<path>`); what sirv does not find is a 404 for an asset path,
 * else the shell's 404.html with status 404 when the build has one, else the app page (status 200).
 * Cache and security headers: deploy/header-rules.mjs, for one origin.
 */
import { existsSync } from 'node:fs'
import { extname, join } from 'node:path'
import sirv from 'sirv'
import { gzipResponse, nameBody } from './gzip.mjs'
import { formOriginsOf } from '../../deploy/form-origins.mjs'
import { headersFor } from '../../deploy/header-rules.mjs'
import { contentFolder } from './content-folder.mjs'
import { contentTypeOf, isAssetPath, isForbiddenPath } from './rules.mjs'

export function createSite({ root, contentRoot }) {
  const shellDir = join(root, 'shell/dist')
  const mounts = [
    ['/remotes/blog/', join(root, 'blog-app/dist')],
    ['/remotes/events/', join(root, 'events-app/dist')],
    ['/remotes/projects/', join(root, 'projects-app/dist')],
    ['/', shellDir],
  ].map(([prefix, dir]) => ({ prefix, serve: folder(prefix, dir) }))
  const shell = mounts.at(-1)
  // Read per request, as the files are: a publish may change the settings while it runs.
  const topology = () => ({
    extraImgSrc: process.env.OSCK_EXTRA_IMG_SRC,
    formOrigins: formOriginsOf(shellDir),
  })
  // A content folder of its own (the scale benchmark's generated content, a server test's).
  if (contentRoot)
    mounts.unshift({
      prefix: '/content/',
      serve: contentFolder(folder('/content/', contentRoot), contentRoot),
    })

  return function handle(req, res) {
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost')
    setHeaders(res, pathname, topology())
    res.setHeader('Access-Control-Allow-Origin', '*')
    if (isForbiddenPath(pathname)) return notFound(res)
    // `/` is Home (docs/product.md): a redirect, so bots and readers without JavaScript get Home too.
    if (pathname === '/') return redirect(res, `/home${search}`)

    gzipResponse(req, res)
    const mount = mounts.find(({ prefix }) => pathname.startsWith(prefix))
    const unknown = () => {
      if (isAssetPath(pathname)) return notFound(res)
      const hasNotFoundPage = existsSync(join(shellDir, '404.html'))
      if (hasNotFoundPage) answerWithStatus(res, 404)
      setHeaders(res, '/404.html', topology())
      shell.serve(req, res, hasNotFoundPage ? '/404.html' : '/index.html', () => notFound(res))
    }
    const orPublished =
      mount.prefix === '/content/' ? () => shell.serve(req, res, pathname, unknown) : unknown
    mount.serve(req, res, pathname.slice(mount.prefix.length - 1), orPublished)
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
      nameBody(res, file)
    },
  })
  return (req, res, path, next) => {
    req.url = path
    serve(req, res, next)
  }
}

/** The policy's headers for a path (sirv's own Cache-Control, no-cache, where it names none). */
function setHeaders(res, pathname, topology) {
  for (const [name, value] of Object.entries(headersFor(pathname, topology))) res.setHeader(name, value)
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
