#!/usr/bin/env node
/**
 * Renders deploy/nginx.conf (+ deploy/snippets/) for a set of origins, and runs a private,
 * non-daemon nginx on the result (local runs and the deploy e2e: scripts/deploy-local.mjs,
 * e2e/deploy/). Only `${OSCK_*}` placeholders are substituted; nginx's own `$vars` stay.
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
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

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

export function nginxBinary() {
  if (process.env.NGINX_BIN) return process.env.NGINX_BIN
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) {
    if (existsSync(candidate)) return candidate
  }
  return 'nginx'
}

/**
 * The main config of a PRIVATE nginx (local runs, e2e): foreground, own pid/log/temp paths under
 * `dir`, the distribution's mime.types, then the rendered site config — as Debian's
 * /etc/nginx/nginx.conf includes conf.d/*.conf. `tls` ({ cert, key }: PEM paths) is the certificate
 * of https origins.
 */
export function writeRuntimeConfig(dir, { tls } = {}) {
  for (const sub of ['logs', 'temp']) mkdirSync(join(dir, sub), { recursive: true })
  const mime = [
    '/etc/nginx/mime.types',
    '/usr/local/nginx/conf/mime.types',
    '/usr/local/etc/nginx/mime.types',
  ].find((path) => existsSync(path))
  const types = mime
    ? `include ${mime};`
    : 'types { text/html html; text/javascript js; text/css css; application/json json; image/svg+xml svg; image/png png; image/jpeg jpg jpeg; image/webp webp; text/plain txt; }'
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  writeFileSync(
    join(dir, 'nginx.conf'),
    `# Generated by scripts/deploy-nginx.mjs: a private nginx for local runs and the deploy e2e.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
${root ? 'user root;\n' : ''}worker_shutdown_timeout 2s;
events { worker_connections 512; }
http {
    ${types}
    default_type application/octet-stream;
    sendfile on;
    keepalive_timeout 5s;
    access_log ${dir}/logs/access.log;
${tls ? `    ssl_certificate ${tls.cert};\n    ssl_certificate_key ${tls.key};\n` : ''}    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    include conf.d/*.conf;
}
`,
  )
}

function nginxArgs(dir) {
  return ['-p', `${dir}/`, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'logs/error.log')]
}

/** `nginx -t` on a runtime dir; throws with nginx's own message. */
export function testNginxConfig(dir) {
  const result = spawnSync(nginxBinary(), [...nginxArgs(dir), '-t', '-q'], { encoding: 'utf8' })
  if (result.error) throw new Error(`cannot run nginx (${nginxBinary()}): ${result.error.message}`)
  if (result.status !== 0) throw new Error(`nginx -t failed:\n${result.stderr}${result.stdout}`)
}

export function portIsOpen(port, host = '127.0.0.1') {
  return new Promise((done) => {
    const socket = connect({ port, host })
    socket.once('connect', () => {
      socket.destroy()
      done(true)
    })
    socket.once('error', () => done(false))
  })
}

export async function waitForPorts(ports, open, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const states = await Promise.all(ports.map((port) => portIsOpen(port)))
    if (states.every((state) => state === open)) return
    if (Date.now() > deadline) {
      throw new Error(`ports ${ports.join(', ')} did not ${open ? 'open' : 'close'} within ${timeoutMs} ms`)
    }
    await new Promise((r) => setTimeout(r, 25))
  }
}

/** Ports the rendered site config listens on. */
export function listenPorts(dir) {
  const text = readFileSync(join(dir, 'conf.d/osck.conf'), 'utf8')
  return [...text.matchAll(/^\s*listen\s+(?:[\d.]+:)?(\d+)/gm)].map((m) => Number(m[1]))
}

/**
 * Starts nginx in the foreground on a runtime dir (see writeRuntimeConfig + renderSiteConfig)
 * and resolves once every listen port accepts connections.
 */
export async function startNginx(dir) {
  testNginxConfig(dir)
  const child = spawn(nginxBinary(), nginxArgs(dir), { stdio: ['ignore', 'inherit', 'inherit'] })
  let exited = false
  const exit = new Promise((done) => child.once('exit', (code) => done(code)))
  void exit.then(() => {
    exited = true
  })
  try {
    await Promise.race([
      waitForPorts(listenPorts(dir), true),
      exit.then((code) => {
        throw new Error(`nginx exited (${code}); see ${join(dir, 'logs/error.log')}`)
      }),
    ])
  } catch (error) {
    if (!exited) child.kill('SIGTERM')
    throw error
  }
  return {
    dir,
    pid: child.pid,
    /** Re-reads the config (after renderSiteConfig) and waits until the listen ports match it. */
    async reload() {
      const before = new Set(listenPorts(dir))
      testNginxConfig(dir)
      child.kill('SIGHUP')
      const after = listenPorts(dir)
      await waitForPorts(after, true)
      const closed = [...before].filter((port) => !after.includes(port))
      if (closed.length > 0) await waitForPorts(closed, false)
    },
    async stop() {
      if (exited) return
      child.kill('SIGTERM')
      await exit
    },
  }
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
