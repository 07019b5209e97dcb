#!/usr/bin/env node
/**
 * The production server of the composed site (`pnpm start`): one process, one origin, the cache
 * rules of deploy/nginx.conf. The routing is in serve/site.mjs, the rules in serve/rules.mjs.
 */
import { createServer } from 'node:http'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createSite } from './serve/site.mjs'

const port = Number(process.env.PORT ?? 8080)
const host = process.env.HOST ?? '0.0.0.0'
const site = createSite({
  // Another built tree (the server's own tests use a small one).
  root: resolve(process.env.OSCK_SITE_ROOT ?? fileURLToPath(new URL('..', import.meta.url))),
  contentDir: process.env.OSCK_CONTENT_DIR && resolve(process.env.OSCK_CONTENT_DIR),
})

createServer(site).listen(port, host, () => {
  console.log(`Open Source Community Kampala is served at http://localhost:${port}`)
})
