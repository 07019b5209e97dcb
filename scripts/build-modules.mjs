/**
 * Runs `use` with a loader of the build's TypeScript modules (vite's SSR loader), closed
 * afterwards. `load('@osck/site-build/publish')` takes a package entry; a path loads that file.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const fileOf = (id) => (id.startsWith('@') ? fileURLToPath(import.meta.resolve(id)) : id)

export async function withBuildModules(use) {
  const vite = await createServer({
    root: `${root}/site-build`,
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    return await use((id) => vite.ssrLoadModule(fileOf(id)))
  } finally {
    await vite.close()
  }
}
