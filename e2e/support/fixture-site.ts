// A site of the test's own content: the full build's bundles (shell copied, since the publish
// writes into it; remotes linked), the content the test writes, published by `pnpm pages`
// (scripts/build-pages.mjs) and served by `pnpm start`'s server (OSCK_SITE_ROOT).
import { expect } from '@playwright/test'
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export interface FixtureSite {
  /** `http://127.0.0.1:<port>` */
  base: string
  close(): void
}

/**
 * `write(contentDir)` fills a copy of the repository's content (or an empty folder, `empty`) with
 * the test's files; `env` reaches the publish and the server (e.g. NODE_EXTRA_CA_CERTS).
 */
export async function startFixtureSite(options: {
  write: (contentDir: string) => void | Promise<void>
  empty?: boolean
  env?: Record<string, string>
}): Promise<FixtureSite> {
  const site = mkdtempSync(join(tmpdir(), 'osck-fixture-site-'))
  cpSync(join(ROOT, 'shell/dist'), join(site, 'shell/dist'), { recursive: true })
  for (const remote of ['blog-app', 'events-app', 'projects-app']) {
    mkdirSync(join(site, remote))
    symlinkSync(join(ROOT, remote, 'dist'), join(site, remote, 'dist'))
  }
  const content = join(site, 'content')
  if (options.empty) mkdirSync(content)
  else cpSync(join(ROOT, 'content'), content, { recursive: true })
  await options.write(content)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env = { ...process.env, ...options.env }
  const pages = spawnSync(process.execPath, ['scripts/build-pages.mjs', content, join(site, 'shell/dist')], {
    cwd: ROOT,
    env: { ...env, OSCK_SITE_URL: base },
    encoding: 'utf8',
  })
  expect(pages.status, pages.stderr).toBe(0)
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    cwd: ROOT,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', OSCK_SITE_ROOT: site },
    stdio: 'ignore',
  })
  await expect(async () => expect((await fetch(`${base}/home`)).ok).toBe(true)).toPass({ timeout: 20_000 })
  return {
    base,
    close() {
      server.kill()
      rmSync(site, { recursive: true, force: true })
    },
  }
}

/** A port nothing listens on now: sites of several specs run side by side. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}
