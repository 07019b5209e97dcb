import type { BrowserContext, TestInfo } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { rebaseHtml } from '../../../scripts/pages-dist/html.mjs'
import { adminMetaCsp, withMetaCsp } from '../../../scripts/pages-dist/security.mjs'
import { servePages } from '../../../scripts/pages-host.mjs'
import { editorConfigYaml } from '../../../shell/vite/admin/config'
import { editorSettingsFrom } from '../../../shell/vite/admin/settings'
import { NOT_SET_UP_PAGE, withNotSetUpNotice } from '../../../shell/vite/admin/sign-in/not-set-up'
import { routeAuthWorker } from '../../editor/support/auth-worker-server'
import { CONTENT_DIR } from '../../editor/support/editor'
import { FakeGitHub } from '../../editor/support/github-api'
import { OAUTH_APP } from '../../editor/support/github-api/oauth'

export const BASE = '/osck-site/'
/** The worker's address as a maintainer sets it (repository variable OSCK_EDITOR_AUTH_URL). */
export const AUTH_URL = 'https://osck-editor-auth.osck.workers.dev'

/**
 * What pages-deploy.yml's "Editor settings" step writes to $GITHUB_ENV for the build, from the run
 * of a push to main of osck/website with Pages on and the worker's variable set.
 */
export function workflowEditorEnv(dir: string): Record<string, string> {
  const githubEnv = join(dir, 'github-env')
  writeFileSync(githubEnv, '')
  execFileSync(process.execPath, ['scripts/pages-editor-env.mjs'], {
    env: {
      PATH: process.env.PATH,
      GITHUB_ENV: githubEnv,
      GITHUB_REPOSITORY: 'osck/website',
      GITHUB_REF_TYPE: 'branch',
      GITHUB_REF_NAME: 'main',
      PAGES_URL: `https://osck.github.io${BASE}`,
      OSCK_EDITOR_AUTH_URL: AUTH_URL,
    },
  })
  const lines = readFileSync(githubEnv, 'utf8').split('\n').filter(Boolean)
  return Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
}

/**
 * The pages-dist tree under /osck-site/ (pnpm build:pages, assembled by scripts/pages-host.mjs)
 * with /admin/ as the shell's build writes it for that environment (shell/vite/admin/plugin.ts:
 * config.yml from the settings, index.html without the not-set-up notice), served by nginx with
 * GitHub Pages' rules on `port`.
 */
export async function serveLiveSite(testInfo: TestInfo, port: number) {
  const tree = testInfo.outputPath('site')
  cpSync('e2e/.tmp/pages/base', tree, { recursive: true })
  const settings = editorSettingsFrom(workflowEditorEnv(testInfo.outputPath()))
  writeFileSync(join(tree, 'admin/config.yml'), editorConfigYaml(settings))
  const page = readFileSync('shell/vite/admin/page/index.html', 'utf8')
  writeFileSync(
    join(tree, 'admin/index.html'),
    withMetaCsp(rebaseHtml(withNotSetUpNotice(page, settings), BASE), adminMetaCsp()),
  )
  rmSync(join(tree, 'admin', NOT_SET_UP_PAGE), { force: true })
  const host = await servePages({ siteDir: tree, base: BASE, port, runDir: testInfo.outputPath('nginx') })
  return { ...host, settings }
}

/**
 * GitHub as the live editor meets it: the API stand-in, its OAuth stand-in behind the repository's
 * sign-in worker, which answers at AUTH_URL for `editorOrigin` only. No token is held until an
 * organiser signs in. `connect` puts a browser context (an organiser's phone) in front of it.
 */
export async function liveGitHub(editorOrigin: string) {
  const github = new FakeGitHub(CONTENT_DIR)
  const env = {
    GITHUB_CLIENT_ID: OAUTH_APP.clientId,
    GITHUB_CLIENT_SECRET: OAUTH_APP.clientSecret,
    ALLOWED_ORIGINS: editorOrigin,
    GITHUB_URL: await github.oauth.start(),
  }
  github.tokens.clear()
  const connect = async (context: BrowserContext) => {
    await routeAuthWorker(context, AUTH_URL, env)
    await github.serve(context)
  }
  return { github, connect }
}
