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
import { execFileSync, spawn } from 'node:child_process'
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = resolve(fileURLToPath(new URL('..', import.meta.url)))
const PACKAGES = ['shell', 'blog-app', 'events-app', 'projects-app']
const LINKED = ['shared', 'site-build', ...PACKAGES]
const worktree = process.argv.includes('--worktree')
const keep = process.argv.includes('--keep')
const started = Date.now()

const copy = mkdtempSync(join(tmpdir(), 'osck-contract-break-'))
const log = (message) => console.log(`[${Math.round((Date.now() - started) / 1000)} s] ${message}`)

function copySources() {
  if (worktree) {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
      cwd: repo,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean)
    for (const file of files) {
      if (!existsSync(join(repo, file))) continue // deleted in the working tree
      mkdirSync(dirname(join(copy, file)), { recursive: true })
      cpSync(join(repo, file), join(copy, file))
    }
    return `${files.length} working-tree files`
  }
  const archive = join(copy, '.head.tar')
  execFileSync('git', ['archive', '--format=tar', '-o', archive, 'HEAD'], { cwd: repo })
  execFileSync('tar', ['-xf', archive, '-C', copy])
  rmSync(archive)
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim()
  return `the files committed at ${head}`
}

/** pnpm's per-package node_modules: relative symlinks into ../../node_modules/.pnpm, and @osck/shared → ../../../shared. */
function copyLinks(from, to) {
  mkdirSync(to, { recursive: true })
  for (const name of readdirSync(from)) {
    if (name.startsWith('.vite')) continue // caches
    const source = join(from, name)
    const stat = lstatSync(source)
    if (stat.isSymbolicLink()) cpSync(source, join(to, name), { verbatimSymlinks: true })
    else if (stat.isDirectory()) copyLinks(source, join(to, name))
    else cpSync(source, join(to, name))
  }
}

function linkNodeModules() {
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir')
  for (const pkg of LINKED) copyLinks(join(repo, pkg, 'node_modules'), join(copy, pkg, 'node_modules'))
}

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
  log(`copy of ${copySources()} in ${copy}`)
  linkNodeModules()

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
