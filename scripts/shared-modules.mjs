/** Runs `use` with a loader of `shared/` TypeScript modules (vite's SSR loader), closed afterwards. */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))

export async function withSharedModules(use) {
  const vite = await createServer({
    root: `${root}/shared`,
    configFile: false,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  })
  try {
    return await use((path) => vite.ssrLoadModule(path))
  } finally {
    await vite.close()
  }
}
