#!/usr/bin/env node
/**
 * Publishes ONE part of the site to the branch a static host serves (GitHub Pages: `gh-pages`),
 * as one commit that touches that part's files only. Rolling a part back is reverting its commit.
 *
 *   OSCK_SITE_URL=https://u.github.io/osck-site node scripts/pages-deploy.mjs <part> --repo <git url or path>
 *
 * <part>: `blog`, `events`, `projects` (remotes/<section>/, from that remote's build, then the
 * pages regenerated: the section's own pages are declared in its package), `content`
 * (content/, uploads/, the generated pages, cards, feeds, calendars and sitemap, generated from
 * content/ with the published shell's page as template: no bundle is built), `shell` (the shell's
 * build, then the pages regenerated around its new bundles). Old hashed files stay: a tab opened
 * before the deploy keeps working. A part deployed onto a branch that lacks the others (a first
 * deploy) works; the shell shows a missing section as unavailable, with Retry.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { SECTIONS } from './deploy-nginx.mjs'
import {
  copyRemoteBuild,
  copyShellBuild,
  markNoJekyll,
  publishContentPages,
  writeHeadersFile,
  writeRemotesManifest,
} from './pages-dist/assemble.mjs'
import { siteUrlFromEnv } from './pages-dist/site-url.mjs'

export const PARTS = ['shell', 'content', ...SECTIONS]

function git(cwd, ...args) {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed:\n${result.stderr}`)
  return result.stdout.trim()
}

/** A checkout of `branch`, or a new empty one when the branch does not exist yet. */
function checkout(repo, branch, dir) {
  const exists = spawnSync('git', ['ls-remote', '--exit-code', '--heads', repo, branch]).status === 0
  if (exists) git(tmpdir(), 'clone', '--quiet', '--depth', '1', '--branch', branch, repo, dir)
  else {
    git(tmpdir(), 'init', '--quiet', '-b', branch, dir)
    git(dir, 'remote', 'add', 'origin', repo)
  }
  git(dir, 'config', 'user.name', process.env.GIT_AUTHOR_NAME ?? 'osck-deploy')
  git(dir, 'config', 'user.email', process.env.GIT_AUTHOR_EMAIL ?? 'osck-deploy@users.noreply.github.com')
}

/** Writes the part into the checkout `tree`. */
export function applyPart(part, tree, { siteUrl, base, contentRoot, source }) {
  const shellPublished = existsSync(join(tree, 'index.html'))
  if (SECTIONS.includes(part)) {
    copyRemoteBuild(tree, part, source)
    // The section's pages (its declarations, static bodies, titles) are published with it; before
    // the shell's first deploy there is no page to wrap them in yet.
    if (!shellPublished) return
  } else if (part === 'shell') {
    copyShellBuild(tree, source)
    writeRemotesManifest(tree, base)
    writeHeadersFile(tree, base)
  } else if (!shellPublished) {
    throw new Error(
      'no shell is published yet: deploy the shell first (its page is the template of every page)',
    )
  }
  publishContentPages(tree, { siteUrl, base, contentRoot })
}

/** Publishes `part` to `branch` of `repo`; returns the new commit, or undefined if nothing changed. */
/** `source`: another build of the part than the repository's (tests). */
export function deploy(part, { repo, branch = 'gh-pages', siteUrl, base, message, contentRoot, source }) {
  if (!PARTS.includes(part)) throw new Error(`unknown part "${part}" (one of ${PARTS.join(', ')})`)
  const tree = mkdtempSync(join(tmpdir(), `osck-${part}-`))
  try {
    checkout(repo, branch, tree)
    applyPart(part, tree, { siteUrl, base, contentRoot, source })
    markNoJekyll(tree)
    git(tree, 'add', '--all')
    if (git(tree, 'status', '--porcelain') === '') return undefined
    git(tree, 'commit', '--quiet', '-m', message ?? `deploy ${part}`)
    git(tree, 'push', '--quiet', 'origin', `HEAD:${branch}`)
    return git(tree, 'rev-parse', 'HEAD')
  } finally {
    rmSync(tree, { recursive: true, force: true })
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { repo: { type: 'string' }, branch: { type: 'string', default: 'gh-pages' } },
  })
  const [part] = positionals
  if (!PARTS.includes(part) || !values.repo) {
    console.error(
      `usage: OSCK_SITE_URL=… node scripts/pages-deploy.mjs <${PARTS.join('|')}> --repo <git url or path>`,
    )
    process.exit(2)
  }
  const site = await siteUrlFromEnv(process.env.OSCK_SITE_URL)
  const sha = process.env.GITHUB_SHA ? ` (${process.env.GITHUB_SHA.slice(0, 12)})` : ''
  const commit = deploy(part, {
    repo: values.repo,
    branch: values.branch,
    siteUrl: site.url,
    base: site.base,
    message: `deploy ${part}${sha}`,
  })
  console.log(commit ? `${part} published to ${values.branch}: ${commit}` : `${part}: nothing changed`)
}
