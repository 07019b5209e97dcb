#!/usr/bin/env node
/**
 * `pnpm editor`: the content editor with no account. Starts `pnpm dev` (the site on
 * http://localhost:5100, content/ served live) and decap-server, Decap CMS's local backend, which
 * writes what the editor at http://localhost:5100/admin/ saves straight into this working tree
 * (content/<section>/*.md, content/uploads/). OSCK_EDITOR_PORT moves decap-server (8081),
 * OSCK_DEV_PORT the site (5100). Ctrl-C
 * stops everything. docs/editing.md.
 */
import { spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { waitUntilAnswers } from './answers.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const port = process.env.OSCK_EDITOR_PORT ?? '8081'
const site = `http://localhost:${process.env.OSCK_DEV_PORT ?? '5100'}`
const env = { ...process.env, OSCK_EDITOR_PORT: port }
const decapServer = createRequire(import.meta.url).resolve('decap-server/dist/index.js')

const children = [
  spawn(process.execPath, [decapServer], {
    cwd: root,
    stdio: 'inherit',
    // fs mode: plain files in the working tree, no commits; only this machine may connect.
    env: {
      ...env,
      MODE: 'fs',
      PORT: port,
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: root,
      ORIGIN: site,
    },
  }),
  spawn(process.execPath, [fileURLToPath(new URL('dev.mjs', import.meta.url))], {
    cwd: root,
    stdio: ['inherit', 'pipe', 'inherit'],
    env,
  }),
]
// The editor's address once the editor page and the local backend both answer (`pnpm dev`
// prints the site's address as soon as it listens, before the remotes are built).
let announced = false
children[1].stdout.setEncoding('utf8')
children[1].stdout.on('data', (text) => {
  process.stdout.write(text)
  if (announced || !/Local:/.test(text)) return
  announced = true
  const checks = [{ url: `${site}/admin/config.yml`, ok: true }, { url: `http://localhost:${port}/api/v1` }]
  void waitUntilAnswers(checks).then((answered) => {
    if (stopping) return
    if (answered) console.log(`Editor: ${site}/admin/ (saves into content/; the site shows them on reload)`)
    else console.error(`The editor at ${site}/admin/ did not answer: see the messages above.`)
  })
})

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) child.kill('SIGTERM')
  process.exitCode = code
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0))
process.on('SIGINT', () => stop())
process.on('SIGTERM', () => stop())
