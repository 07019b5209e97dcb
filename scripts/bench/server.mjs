/** Starts scripts/serve.mjs (the production server of `pnpm start`) for the benchmark. */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const serveScript = fileURLToPath(new URL('../serve.mjs', import.meta.url))

/** `contentDir` replaces the published content (the scale benchmark's generated files). */
export async function startServer(port, { contentDir } = {}) {
  const base = `http://127.0.0.1:${port}`
  // Another server on this port would be measured instead of ours (e.g. one left running).
  const taken = await fetch(base).then(
    () => true,
    () => false,
  )
  if (taken) throw new Error(`port ${port} is already in use: stop what runs there or set BENCH_PORT`)
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1' }
  if (contentDir) env.OSCK_CONTENT_DIR = contentDir
  const child = spawn(process.execPath, [serveScript], { env, stdio: 'ignore' })
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`${base}/home`)).ok) return { base, stop: () => child.kill() }
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error(`the server did not start on port ${port}`)
}
