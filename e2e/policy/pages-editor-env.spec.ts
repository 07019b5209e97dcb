// The Pages workflow's editor settings as plain data (no browser): the e2e runner is the one that
// may read scripts/ and .github/.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { load } from 'js-yaml'
import { expect, test } from '@playwright/test'
import { editorBuildEnv } from '../../scripts/pages-dist/editor-env.mjs'
import { editorConfig } from '../../shell/vite/admin/config'
import { editorSettingsFrom } from '../../shell/vite/admin/settings'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
/** A push to a fork's main branch, as GitHub Actions describes it. */
const FORK_RUN = {
  GITHUB_REPOSITORY: 'volunteer/osck-site',
  GITHUB_REF_TYPE: 'branch',
  GITHUB_REF_NAME: 'main',
  DEFAULT_BRANCH: 'main',
  PAGES_URL: 'https://volunteer.github.io/osck-site/',
}

test.describe("the Pages workflow's editor settings", () => {
  test('come from the run: a fork gets an editor for the fork, its Pages URL and its branch', () => {
    expect(editorBuildEnv(FORK_RUN)).toEqual({
      OSCK_EDITOR_REPO: 'volunteer/osck-site',
      OSCK_EDITOR_BRANCH: 'main',
      OSCK_SITE_URL: 'https://volunteer.github.io/osck-site',
    })
    const tag = { ...FORK_RUN, GITHUB_REF_TYPE: 'tag', GITHUB_REF_NAME: 'v1', DEFAULT_BRANCH: 'trunk' }
    expect(editorBuildEnv(tag).OSCK_EDITOR_BRANCH).toBe('trunk')
    const custom = { ...FORK_RUN, OSCK_SITE_URL: 'https://osck.example' }
    expect(editorBuildEnv(custom).OSCK_SITE_URL).toBe('https://osck.example')
  })

  test("take the sign-in worker from the repository variable, as its origin, and refuse what can't work", () => {
    const auth = { ...FORK_RUN, OSCK_EDITOR_AUTH_URL: ' https://osck-auth.volunteer.workers.dev/ ' }
    expect(editorBuildEnv(auth).OSCK_EDITOR_AUTH_URL).toBe('https://osck-auth.volunteer.workers.dev')
    expect(() => editorBuildEnv({ ...FORK_RUN, OSCK_EDITOR_AUTH_URL: 'http://auth.example' })).toThrow(
      /must start with https/,
    )
    expect(() => editorBuildEnv({ ...FORK_RUN, OSCK_EDITOR_AUTH_URL: 'https://a.example/auth' })).toThrow(
      /address alone, like https:\/\/a\.example/,
    )
    expect(() => editorBuildEnv({ ...FORK_RUN, GITHUB_REPOSITORY: 'nope' })).toThrow(/owner\/name/)
    expect(() => editorBuildEnv({ ...FORK_RUN, PAGES_URL: '' })).toThrow(/turn on GitHub Pages/)
  })

  test('reach $GITHUB_ENV through the script, and the shell build writes them into config.yml', () => {
    const githubEnv = join(mkdtempSync(join(tmpdir(), 'osck-gh-env-')), 'env')
    const run = spawnSync(process.execPath, ['scripts/pages-editor-env.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        ...FORK_RUN,
        OSCK_EDITOR_AUTH_URL: 'https://auth.example',
        GITHUB_ENV: githubEnv,
      },
    })
    expect(run.status).toBe(0)
    const lines = readFileSync(githubEnv, 'utf8')
    expect(lines).toBe(
      'OSCK_EDITOR_REPO=volunteer/osck-site\nOSCK_EDITOR_BRANCH=main\n' +
        'OSCK_SITE_URL=https://volunteer.github.io/osck-site\nOSCK_EDITOR_AUTH_URL=https://auth.example\n',
    )
    // What the shell build reads from those variables (shell/vite/admin/settings.ts).
    const env = Object.fromEntries(
      lines
        .trim()
        .split('\n')
        .map((line) => line.split(/=(.*)/, 2)),
    )
    expect(editorConfig(editorSettingsFrom(env))).toMatchObject({
      backend: { repo: 'volunteer/osck-site', branch: 'main', base_url: 'https://auth.example' },
      site_url: 'https://volunteer.github.io/osck-site',
    })
    const bad = spawnSync(process.execPath, ['scripts/pages-editor-env.mjs'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...FORK_RUN, GITHUB_REPOSITORY: '' },
    })
    expect([bad.status, bad.stderr.trim()]).toEqual([
      2,
      'Editor settings: GITHUB_REPOSITORY must be owner/name (it is "")',
    ])
  })

  test('are set by pages-deploy.yml before the build, from the run and the repository variables', () => {
    const workflow = load(readFileSync(join(ROOT, '.github/workflows/pages-deploy.yml'), 'utf8')) as {
      jobs: { deploy: { steps: { name?: string; run?: string; env?: Record<string, string> }[] } }
    }
    const steps = workflow.jobs.deploy.steps
    const settings = steps.findIndex((step) => step.run === 'node scripts/pages-editor-env.mjs')
    expect(settings).toBeGreaterThan(-1)
    expect(settings).toBeLessThan(steps.findIndex((step) => step.name === 'Build'))
    expect(steps[settings]!.env).toEqual({
      PAGES_URL: '${{ steps.pages.outputs.base_url }}',
      DEFAULT_BRANCH: '${{ github.event.repository.default_branch }}',
      OSCK_SITE_URL: '${{ vars.OSCK_SITE_URL }}',
      OSCK_EDITOR_AUTH_URL: '${{ vars.OSCK_EDITOR_AUTH_URL }}',
    })
    // No later step sets them again: each build sees what the script wrote.
    for (const step of steps.slice(settings + 1))
      expect(Object.keys(step.env ?? {}).filter((name) => name.startsWith('OSCK_'))).toEqual([])
  })
})
