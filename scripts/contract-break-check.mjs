#!/usr/bin/env node
/**
 * `pnpm contract:break-check`: proves that a breaking change of the shell↔remote contract is
 * caught by the type checker in the shell AND in every remote, without touching the working
 * tree others use.
 *
 * 1. Copies the repository into a temporary folder: the committed files (`git archive HEAD`), or
 *    with `--worktree` the working tree's tracked and untracked (not ignored) files.
 * 2. Links node_modules: the root one is a symlink to the real one; each package's node_modules
 *    is copied as the relative symlinks pnpm made, so `@osck/shared` resolves to the COPY of
 *    shared/ and everything else to the real store. Nothing is installed.
 * 3. Runs `tsc --noEmit` in shell, blog-app, events-app and projects-app: each must pass.
 * 4. Breaks the contract in the copy (a new required member of SectionModule) and runs the four
 *    again: each must FAIL. Exit code 0 only if all of that holds.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoCopy } from './repo-copy.mjs'

const PACKAGES = ['shell', 'blog-app', 'events-app', 'projects-app']
const worktree = process.argv.includes('--worktree')
const keep = process.argv.includes('--keep')
const started = Date.now()

const copy = mkdtempSync(join(tmpdir(), 'osck-contract-break-'))
const log = (message) => console.log(`[${Math.round((Date.now() - started) / 1000)} s] ${message}`)

function typecheck(pkg) {
  return new Promise((done) => {
    const tsc = join(copy, pkg, 'node_modules/typescript/bin/tsc')
    const child = spawn(
      process.execPath,
      [
        existsSync(tsc) ? tsc : join(copy, 'node_modules/typescript/bin/tsc'),
        '--noEmit',
        '--pretty',
        'false',
      ],
      {
        cwd: join(copy, pkg),
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => done({ pkg, ok: code === 0, output }))
  })
}

async function typecheckAll(label) {
  log(`tsc --noEmit in ${PACKAGES.join(', ')} (${label})`)
  const results = []
  // Two at a time: tsc is CPU-bound.
  for (let i = 0; i < PACKAGES.length; i += 2)
    results.push(...(await Promise.all(PACKAGES.slice(i, i + 2).map(typecheck))))
  return results
}

function breakContract() {
  const file = join(copy, 'shared/src/contract.ts')
  const text = readFileSync(file, 'utf8')
  const anchor = 'export interface SectionModule {'
  if (!text.includes(anchor)) throw new Error(`cannot find "${anchor}" in shared/src/contract.ts`)
  writeFileSync(
    file,
    text.replace(
      anchor,
      `${anchor}\n  /** Added by contract-break-check: a new REQUIRED member. */\n  readonly contractBreakCheck: string`,
    ),
  )
  return 'SectionModule gains a required member `contractBreakCheck: string`'
}

const firstErrors = (output) =>
  output
    .split('\n')
    .filter((line) => /error TS\d+/.test(line))
    .slice(0, 3)
    .map((line) => `      ${line.replace(`${copy}/`, '')}`)
    .join('\n')

let failed = false
try {
  log(`copy of ${repoCopy({ worktree, into: copy }).what} in ${copy}`)

  for (const result of await typecheckAll('contract intact')) {
    console.log(
      `  ${result.ok ? '✔' : '✖'} ${result.pkg} ${result.ok ? 'passes' : 'FAILS before any break:'}`,
    )
    if (!result.ok) {
      console.log(firstErrors(result.output) || result.output.slice(0, 2000))
      failed = true
    }
  }
  if (failed) throw new Error('the copy does not typecheck before the break: fix that first')

  log(`break: ${breakContract()}`)
  for (const result of await typecheckAll('contract broken')) {
    console.log(
      `  ${result.ok ? '✖' : '✔'} ${result.pkg} ${result.ok ? 'still PASSES: the break went unnoticed' : 'fails, as it must:'}`,
    )
    if (result.ok) failed = true
    else console.log(firstErrors(result.output))
  }
  if (failed) throw new Error('a package did not notice the contract break')
  log('✔ a contract break fails the type check of the shell and of every remote')
} catch (error) {
  failed = true
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`)
} finally {
  if (keep) console.log(`kept ${copy}`)
  else rmSync(copy, { recursive: true, force: true })
}
process.exit(failed ? 1 : 0)
