/**
 * A temporary copy of the repository that runs without an install: the working tree's tracked and
 * untracked (not ignored) files, the root node_modules as a symlink to the real one, and each
 * package's node_modules as the relative symlinks pnpm made, so workspace packages
 * (`@osck/shared`, `events-app`…) resolve to the COPY and everything else to the real store.
 * Used by `pnpm contract:break-check` and the page checklist test.
 */
import { execFileSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const REPO = resolve(fileURLToPath(new URL('..', import.meta.url)))
export const WORKSPACE_PACKAGES = ['shared', 'site-build', 'shell', 'blog-app', 'events-app', 'projects-app']

/** Copies the sources: the committed files (`git archive HEAD`), or with `worktree` the working tree's. */
function copySources(copy, worktree) {
  if (worktree) {
    const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
      cwd: REPO,
      encoding: 'utf8',
    })
      .split('\0')
      .filter(Boolean)
    for (const file of files) {
      if (!existsSync(join(REPO, file))) continue // deleted in the working tree
      mkdirSync(dirname(join(copy, file)), { recursive: true })
      cpSync(join(REPO, file), join(copy, file))
    }
    return `${files.length} working-tree files`
  }
  const archive = join(copy, '.head.tar')
  execFileSync('git', ['archive', '--format=tar', '-o', archive, 'HEAD'], { cwd: REPO })
  execFileSync('tar', ['-xf', archive, '-C', copy])
  rmSync(archive)
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO, encoding: 'utf8' }).trim()
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

/** A new copy in a temporary folder (or `into`); returns its path and what was copied. */
export function repoCopy({ worktree = false, prefix = 'osck-copy-', into } = {}) {
  const copy = into ?? mkdtempSync(join(tmpdir(), prefix))
  const what = copySources(copy, worktree)
  symlinkSync(join(REPO, 'node_modules'), join(copy, 'node_modules'), 'dir')
  for (const pkg of WORKSPACE_PACKAGES)
    if (existsSync(join(REPO, pkg, 'node_modules')))
      copyLinks(join(REPO, pkg, 'node_modules'), join(copy, pkg, 'node_modules'))
  return { copy, what }
}
