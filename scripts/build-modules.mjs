/**
 * Runs `use` with a loader of the build's TypeScript modules (vite's SSR loader), closed
 * afterwards. `load('@osck/site-build/publish')` takes a package entry; a path loads that file.
 *
 * The process's environment is the same afterwards: vite's dev server sets NODE_ENV=development
 * when it is unset, and a `vite build` started later from this process would inherit it and ship
 * React's development build.
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const fileOf = (id) => (id.startsWith('@') ? fileURLToPath(import.meta.resolve(id)) : id)

export async function withBuildModules(use) {
  const environment = { ...process.env }
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
    restoreEnvironment(environment)
  }
}

/** Puts process.env back as `saved` had it: added names removed, changed ones restored. */
function restoreEnvironment(saved) {
  for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
  Object.assign(process.env, saved)
}
