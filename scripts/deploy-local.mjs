#!/usr/bin/env node
/**
 * The production topology on one machine: the four builds on FOUR origins behind real nginx,
 * with deploy/nginx.conf rendered for them (CSP, CORS, caching exactly as in production).
 *
 *   node scripts/deploy-local.mjs                 # shell http://127.0.0.1:4281, blog :4282, events :4283, projects :4284
 *   DEPLOY_BASE_PORT=5281 node scripts/deploy-local.mjs
 *
 * Needs the production build (`pnpm build`) and nginx (`/usr/sbin/nginx`, or NGINX_BIN).
 * The shell is served from a temporary copy whose remotes.json points at the three remote
 * origins; shell/dist is never edited. Ctrl+C stops nginx and removes the copy.
 * The deploy e2e (playwright.deploy.config.ts) starts it as its web server.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DIST, SECTIONS, copyShell, nginxVariables, renderSiteConfig } from './deploy-nginx.mjs'
import { startNginx, writeRuntimeConfig } from './nginx-runtime.mjs'

const base = Number(process.env.DEPLOY_BASE_PORT ?? 4281)
const host = '127.0.0.1'
const origin = (offset) => `http://${host}:${base + offset}`
const origins = { shell: origin(0), blog: origin(1), events: origin(2), projects: origin(3) }

const dir = mkdtempSync(join(tmpdir(), 'osck-deploy-'))
const shellRoot = join(dir, 'shell')
copyShell(shellRoot, Object.fromEntries(SECTIONS.map((s) => [s, `${origins[s]}/remoteEntry.js`])))
const sites = {
  shell: { origin: origins.shell, root: shellRoot },
  ...Object.fromEntries(SECTIONS.map((s) => [s, { origin: origins[s], root: DIST[s] }])),
}
renderSiteConfig(dir, nginxVariables(sites))
writeRuntimeConfig(dir)

let nginx
const cleanUp = async (code) => {
  await nginx?.stop()
  rmSync(dir, { recursive: true, force: true })
  process.exit(code)
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void cleanUp(0))

try {
  nginx = await startNginx(dir)
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error))
  await cleanUp(1)
}
console.log(`nginx ${nginx.pid} serves the site on four origins (config: ${join(dir, 'conf.d/osck.conf')}):`)
for (const [name, url] of Object.entries(origins)) console.log(`  ${name.padEnd(8)} ${url}`)
console.log(`Open ${origins.shell}/home — Ctrl+C to stop.`)
