import { execFileSync } from 'node:child_process'
import { cpSync, rmSync } from 'node:fs'
import { basename, join } from 'node:path'

const copyTree = (from: string, to: string, skip: (name: string) => boolean = () => false) =>
  cpSync(from, to, { recursive: true, filter: (source) => !skip(basename(source)) })

/**
 * docs/deployment.md, "Redeploying", a remote on the same origin whose release changes its pages,
 * done literally from the section team's checkout `repo` (the section already built):
 * 1. its chunks first, `remoteEntry.js` last, old chunks kept (`rsync -a`);
 * 2. `pnpm pages` on the last shell build (the live shell's files, as the maintainer has them);
 * 3. the shell's folder uploaded back, never its `remotes.json`.
 */
export function releaseSectionToNginx(
  repo: string,
  section: 'blog' | 'events' | 'projects',
  live: { shellRoot: string; sectionRoot: string },
  siteUrl: string,
): void {
  const built = join(repo, `${section}-app/dist`)
  copyTree(built, live.sectionRoot, (name) => name === 'remoteEntry.js')
  cpSync(join(built, 'remoteEntry.js'), join(live.sectionRoot, 'remoteEntry.js'))

  const shellBuild = join(repo, 'shell/dist')
  rmSync(shellBuild, { recursive: true, force: true })
  copyTree(live.shellRoot, shellBuild)
  execFileSync(process.execPath, [join(repo, 'scripts/build-pages.mjs')], {
    cwd: repo,
    env: { ...process.env, OSCK_SITE_URL: siteUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  copyTree(shellBuild, live.shellRoot, (name) => name === 'remotes.json')
}
