#!/usr/bin/env node
/**
 * `pnpm content:check [dir]`: parses every file under content/ (or `dir`) as
 * the site does and names each one the site would skip. Exit 1 when any is broken.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const contentRoot = resolve(process.argv[2] ?? `${root}/content`)

const vite = await createServer({
  root: `${root}/shared`,
  configFile: false,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
})
try {
  const { checkContent } = await vite.ssrLoadModule('/vite/content-check.ts')
  const { checked, problems } = checkContent(contentRoot)
  for (const problem of problems) console.error(`✖ ${problem.file}: ${problem.error}`)
  console.log(
    `${checked - problems.length} of ${checked} content files are valid${problems.length ? `; ${problems.length} would be skipped` : ''}.`,
  )
  process.exitCode = problems.length ? 1 : 0
} finally {
  await vite.close()
}
