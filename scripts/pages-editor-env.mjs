#!/usr/bin/env node
/**
 * pages-deploy.yml's "Editor settings" step: the editor's build settings from the GitHub Actions
 * run (scripts/pages-dist/editor-env.mjs), appended to $GITHUB_ENV for the steps after it, and
 * printed. Outside Actions it prints them only.
 *
 *   GITHUB_REPOSITORY=owner/name GITHUB_REF_TYPE=branch GITHUB_REF_NAME=main \
 *   PAGES_URL=https://owner.github.io/name/ node scripts/pages-editor-env.mjs
 */
import { appendFileSync } from 'node:fs'
import { EditorEnvError, editorBuildEnv, githubEnvLines } from './pages-dist/editor-env.mjs'

try {
  const vars = editorBuildEnv(process.env)
  if (process.env.GITHUB_ENV) appendFileSync(process.env.GITHUB_ENV, githubEnvLines(vars))
  process.stdout.write(githubEnvLines(vars))
  if (!vars.OSCK_EDITOR_AUTH_URL)
    console.warn(
      '⚠ OSCK_EDITOR_AUTH_URL is not set: /admin/ will say sign-in is not set up (docs/editing.md).',
    )
} catch (error) {
  if (!(error instanceof EditorEnvError)) throw error
  console.error(`Editor settings: ${error.message}`)
  process.exit(2)
}
