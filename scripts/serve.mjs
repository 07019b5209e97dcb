#!/usr/bin/env node
/**
 * The production server of the composed site (`pnpm start`): one process, one origin, the cache and
 * security headers of deploy/header-rules.mjs (as nginx sends them). The routing is in
 * serve/site.mjs, types and gzip in serve/rules.mjs.
 *
 * Plain HTTP by default. With OSCK_TLS_CERT and OSCK_TLS_KEY (paths to PEM files) it serves HTTPS
 * with HTTP/2, as a public deployment does: one connection carries every request of a page, where
 * HTTP/1.1 queues them six at a time (the service worker needs HTTPS anyway, outside localhost).
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { createSecureServer } from 'node:http2'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSite } from './serve/site.mjs'

const port = Number(process.env.PORT ?? 8080)
const host = process.env.HOST ?? '0.0.0.0'
const site = createSite({
  // Another built tree (the server's own tests use a small one).
  root: resolve(process.env.OSCK_SITE_ROOT ?? fileURLToPath(new URL('..', import.meta.url))),
  // The site's content from a folder of its own instead of the published one (docs/configuration.md).
  contentRoot: process.env.OSCK_CONTENT_ROOT && resolve(process.env.OSCK_CONTENT_ROOT),
})

const { OSCK_TLS_CERT: certFile, OSCK_TLS_KEY: keyFile } = process.env
if (!certFile !== !keyFile) {
  console.error('Set both OSCK_TLS_CERT and OSCK_TLS_KEY (PEM files) to serve HTTPS, or neither.')
  process.exit(1)
}
const tls = certFile && keyFile
const server = tls
  ? // allowHTTP1: a client without HTTP/2 still gets the site, over HTTPS.
    createSecureServer({ cert: readFileSync(certFile), key: readFileSync(keyFile), allowHTTP1: true }, site)
  : createServer(site)

server.listen(port, host, () => {
  const scheme = tls ? 'https' : 'http'
  console.log(
    `Open Source Community Kampala is served at ${scheme}://localhost:${port}${tls ? ' (HTTP/2)' : ''}`,
  )
})
