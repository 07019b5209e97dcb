#!/usr/bin/env node
/**
 * Renders deploy/nginx.conf (+ deploy/snippets/) for a set of origins (a private nginx runs the
 * result in scripts/nginx-runtime.mjs). Only `${OSCK_*}` placeholders are substituted; nginx's own
 * `$vars` stay.
 *
 *   OSCK_SHELL_ORIGIN=https://osck.example OSCK_BLOG_ORIGIN=https://blog.osck.example \
 *   OSCK_EVENTS_ORIGIN=… OSCK_PROJECTS_ORIGIN=… \
 *   OSCK_SHELL_ROOT=/srv/osck/shell OSCK_BLOG_ROOT=/srv/osck/blog … \
 *   node scripts/deploy-nginx.mjs render out/            # → out/conf.d/osck.conf, out/snippets/
 *
 * LISTEN and SERVER_NAME default from each origin ("443 ssl http2" for https), OSCK_REMOTE_ORIGINS
 * from the three remote origins (+ OSCK_EXTRA_REMOTE_ORIGINS); any OSCK_* variable set in the
 * environment wins. See docs/deployment.md.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { formOriginsOf } from '../deploy/form-origins.mjs'

export const REPO_ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)))
export const DEPLOY_DIR = join(REPO_ROOT, 'deploy')
export const SECTIONS = ['blog', 'events', 'projects']
export const DIST = {
  shell: join(REPO_ROOT, 'shell/dist'),
  blog: join(REPO_ROOT, 'blog-app/dist'),
  events: join(REPO_ROOT, 'events-app/dist'),
  projects: join(REPO_ROOT, 'projects-app/dist'),
}

/**
 * `listen` and `server_name` values for an origin: https → "443 ssl http2" (one connection carries
 * all of a page's requests), an IP host binds to it.
 */
export function listenFor(origin) {
  const url = new URL(origin)
  const https = url.protocol === 'https:'
  const port = url.port || (https ? '443' : '80')
  const ip = /^\d+\.\d+\.\d+\.\d+$/.test(url.hostname)
  return {
    listen: `${ip ? `${url.hostname}:` : ''}${port}${https ? ' ssl http2' : ''}`,
    serverName: url.hostname,
  }
}

function originOf(value, name) {
  const url = new URL(value)
  if (url.origin !== value.replace(/\/$/, ''))
    throw new Error(`${name} must be an origin (scheme://host[:port]), got ${value}`)
  return url.origin
}

/**
 * Every placeholder value. `sites` = { shell, blog, events, projects }, each { origin, root };
 * `env` (default process.env) overrides any OSCK_* value.
 */
export function nginxVariables(sites, { extraRemoteOrigins = [], extraImgSrc = [], env = {} } = {}) {
  const vars = {}
  for (const name of ['shell', ...SECTIONS]) {
    const key = name.toUpperCase()
    const site = sites[name]
    if (!site) throw new Error(`missing site "${name}"`)
    const origin = originOf(site.origin, `${name} origin`)
    const { listen, serverName } = listenFor(origin)
    Object.assign(vars, {
      [`OSCK_${key}_ORIGIN`]: origin,
      [`OSCK_${key}_LISTEN`]: listen,
      [`OSCK_${key}_SERVER_NAME`]: serverName,
      [`OSCK_${key}_ROOT`]: resolve(site.root),
    })
  }
  vars.OSCK_REMOTE_ORIGINS = [
    ...SECTIONS.map((s) => vars[`OSCK_${s.toUpperCase()}_ORIGIN`]),
    ...extraRemoteOrigins,
  ]
    .filter((value, index, all) => all.indexOf(value) === index)
    .join(' ')
  vars.OSCK_EXTRA_IMG_SRC = extraImgSrc.join(' ')
  // Where the content's settings send forms, as the published shell carries them.
  vars.OSCK_FORM_ORIGINS = formOriginsOf(vars.OSCK_SHELL_ROOT)
  for (const [key, value] of Object.entries(env))
    if (key.startsWith('OSCK_') && key in vars) vars[key] = value
  return vars
}

/** Substitutes `${OSCK_*}`; an unknown or missing variable is an error, never an empty string. */
export function renderTemplate(text, vars, file = 'template') {
  const rendered = text.replace(/\$\{(OSCK_[A-Z_]+)\}/g, (_, name) => {
    if (!(name in vars)) throw new Error(`${file}: no value for \${${name}}`)
    const value = String(vars[name])
    if (/[;{}\n"']/.test(value)) throw new Error(`${file}: unsafe value for ${name}: ${value}`)
    return value
  })
  // An empty optional list leaves "… ;" in the CSP: tidy it.
  return rendered.replace(/ +;/g, ';')
}

/** Drops the `# @remote <name>` … `# @end <name>` block of each named remote (a remote taken offline). */
function omitRemoteBlocks(text, omit) {
  let result = text
  for (const name of omit) {
    const block = new RegExp(`# @remote ${name}\\n[\\s\\S]*?# @end ${name}\\n`)
    if (!block.test(result)) throw new Error(`deploy/nginx.conf has no "# @remote ${name}" block`)
    result = result.replace(block, `# (${name} remote not served here)\n`)
  }
  return result
}

/**
 * Writes `<outDir>/conf.d/osck.conf` and `<outDir>/snippets/osck-*.conf`.
 * `extraServers`: more server blocks appended (e.g. a second slot for a remote).
 */
export function renderSiteConfig(outDir, vars, { omitRemotes = [], extraServers = [] } = {}) {
  mkdirSync(join(outDir, 'conf.d'), { recursive: true })
  mkdirSync(join(outDir, 'snippets'), { recursive: true })
  const main = omitRemoteBlocks(readFileSync(join(DEPLOY_DIR, 'nginx.conf'), 'utf8'), omitRemotes)
  const servers = extraServers.map((server) => `\n${server.trim()}\n`).join('')
  writeFileSync(join(outDir, 'conf.d/osck.conf'), renderTemplate(main, vars, 'deploy/nginx.conf') + servers)
  for (const file of readdirSync(join(DEPLOY_DIR, 'snippets'))) {
    const text = readFileSync(join(DEPLOY_DIR, 'snippets', file), 'utf8')
    writeFileSync(join(outDir, 'snippets', file), renderTemplate(text, vars, `deploy/snippets/${file}`))
  }
}

/** A remote server block for an extra slot (same rules as the three in deploy/nginx.conf). */
export function remoteServerBlock(origin, root) {
  const { listen, serverName } = listenFor(origin)
  return `server {\n    listen ${listen};\n    server_name ${serverName};\n    root ${resolve(root)};\n    include snippets/osck-remote.conf;\n}`
}

/** A deployable copy of the shell build with its own remotes.json (never edits shell/dist). */
export function copyShell(dest, manifest, source = DIST.shell) {
  if (!existsSync(join(source, 'index.html')))
    throw new Error(`no shell build in ${source}: run the build first`)
  cpSync(source, dest, { recursive: true })
  writeRemotesManifest(dest, manifest)
}

export function writeRemotesManifest(shellRoot, manifest) {
  writeFileSync(join(shellRoot, 'remotes.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

// CLI: `node scripts/deploy-nginx.mjs render <out-dir>` from OSCK_* environment variables.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [command, out] = process.argv.slice(2)
  if (command !== 'render' || !out) {
    console.error('usage: node scripts/deploy-nginx.mjs render <out-dir>   (variables: docs/deployment.md)')
    process.exit(2)
  }
  const env = process.env
  const need = (name) => {
    if (!env[name]) {
      console.error(`missing environment variable ${name}`)
      process.exit(2)
    }
    return env[name]
  }
  const sites = Object.fromEntries(
    ['shell', ...SECTIONS].map((name) => {
      const key = name.toUpperCase()
      return [name, { origin: need(`OSCK_${key}_ORIGIN`), root: need(`OSCK_${key}_ROOT`) }]
    }),
  )
  const list = (value) => (value ?? '').split(/\s+/).filter(Boolean)
  const vars = nginxVariables(sites, {
    extraRemoteOrigins: list(env.OSCK_EXTRA_REMOTE_ORIGINS),
    extraImgSrc: list(env.OSCK_EXTRA_IMG_SRC),
    env,
  })
  renderSiteConfig(resolve(out), vars)
  console.log(`rendered ${join(out, 'conf.d/osck.conf')} and ${join(out, 'snippets')}/ for:`)
  for (const name of ['shell', ...SECTIONS])
    console.log(`  ${name.padEnd(8)} ${vars[`OSCK_${name.toUpperCase()}_ORIGIN`]}`)
}
