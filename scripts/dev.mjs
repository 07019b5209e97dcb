#!/usr/bin/env node
/**
 * `pnpm dev`: the whole site for development at http://localhost:5100 (OSCK_DEV_PORT moves it).
 * The shell runs on vite's dev server (HMR, content/ served live). The remotes have no dev mode
 * under federation (only a host does), so each one is rebuilt on change (`vite build --watch`) and
 * served by `vite preview` on its own port; the shell finds them through its dev /remotes.json and
 * the browser reloads when one of them has been rebuilt. The site listens, and prints its URL, once
 * the three remotes are served. Ctrl-C stops everything.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const vite = join(root, 'node_modules/vite/bin/vite.js')
// OSCK_DEV_PORT moves the shell (5100); the remotes follow it (site-build/src/index.ts devPort).
const shellPort = Number(process.env.OSCK_DEV_PORT ?? 5100)
const remotes = [
  { section: 'blog', folder: 'blog-app', port: shellPort + 1 },
  { section: 'events', folder: 'events-app', port: shellPort + 2 },
  { section: 'projects', folder: 'projects-app', port: shellPort + 3 },
]
const children = []

function run(name, folder, args, onLine = () => {}) {
  const child = spawn(process.execPath, [vite, ...args, '--configLoader', 'runner'], {
    cwd: join(root, folder),
    env: process.env,
  })
  children.push(child)
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8')
    stream.on('data', (text) => {
      for (const line of text.split('\n').filter((l) => l.trim())) {
        onLine(line)
        // The list of emitted chunks after every rebuild is noise here.
        if (!/^(dist\/|transforming|rendering|computing)/.test(line))
          process.stdout.write(`[${name}] ${line}\n`)
      }
    })
  }
  child.on('exit', (code) => {
    if (code && !stopping) stop(`[${name}] stopped with code ${code}`)
  })
  return child
}

/** The dev shell's view of the remotes: /remotes.json names the local previews; a rebuild reloads. */
function localRemotes() {
  return {
    name: 'osck:dev-remotes',
    configureServer(server) {
      const manifest = Object.fromEntries(
        remotes.map(({ section, port }) => [section, `http://localhost:${port}/remoteEntry.js`]),
      )
      server.middlewares.use('/remotes.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json; charset=utf-8')
        res.setHeader('Cache-Control', 'no-cache')
        res.end(JSON.stringify(manifest))
      })
    },
  }
}

let stopping = false
function stop(message) {
  if (stopping) return
  stopping = true
  if (message) console.error(message)
  for (const child of children) child.kill('SIGTERM')
  void shell?.close().finally(() => process.exit(message ? 1 : 0))
  if (!shell) process.exit(message ? 1 : 0)
}
process.on('SIGINT', () => stop())
process.on('SIGTERM', () => stop())

/** Resolves once the remote's preview serves its entry: the shell's pages can load it from then on. */
async function served(port) {
  for (;;) {
    const response = await fetch(`http://localhost:${port}/remoteEntry.js`).catch(() => undefined)
    if (response?.ok) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

let shell
const remotesServed = remotes.map(({ section, folder, port }) => {
  let previewing = false
  run(`${section} build`, folder, ['build', '--watch', '--clearScreen', 'false'], (line) => {
    if (!/built in/.test(line)) return
    if (!previewing) {
      previewing = true
      run(`${section} preview`, folder, ['preview', '--port', String(port), '--strictPort'])
    } else {
      shell?.ws.send({ type: 'full-reload', path: '*' })
    }
  })
  return served(port)
})

// The federation plugin names the shared modules (React…) by their path under the working folder.
process.chdir(join(root, 'shell'))
shell = await createServer({
  root: join(root, 'shell'),
  configFile: join(root, 'shell/vite.config.ts'),
  configLoader: 'runner',
  clearScreen: false,
  plugins: [localRemotes()],
})
// A page opened before its section's remote is served would show the section as unavailable:
// the site listens, and says where, once all three are served.
console.log('Building the blog, events and projects remotes before the site opens…')
await Promise.all(remotesServed)
await shell.listen()
shell.printUrls()
