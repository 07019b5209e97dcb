/** Starts scripts/serve.mjs (the production server of `pnpm start`) for the benchmark. */
import { spawn } from 'node:child_process'
import { get } from 'node:https'
import { fileURLToPath } from 'node:url'
import { writeThrowawayCertificate } from '../tls-certificate.mjs'

const serveScript = fileURLToPath(new URL('../serve.mjs', import.meta.url))
const certDir = fileURLToPath(new URL('../../.bench/tls', import.meta.url))

/**
 * The server's environment for HTTPS with HTTP/2, as visitors get the site: a throwaway
 * self-signed certificate (the benchmark's Chromium runs with --ignore-certificate-errors).
 */
let tlsEnv
export async function benchTlsEnv() {
  if (!tlsEnv) {
    const { cert, key } = await writeThrowawayCertificate(certDir)
    tlsEnv = { OSCK_TLS_CERT: cert, OSCK_TLS_KEY: key }
  }
  return tlsEnv
}

/** Whether `url` answers 200 (a self-signed certificate is accepted). */
export function answers(url) {
  if (!url.startsWith('https:'))
    return fetch(url).then(
      (r) => r.ok,
      () => false,
    )
  return new Promise((resolve) => {
    get(url, { rejectUnauthorized: false }, (res) => {
      res.resume()
      resolve(res.statusCode === 200)
    }).on('error', () => resolve(false))
  })
}

/**
 * `contentDir` replaces the published content (the scale benchmark's generated files); `tls`
 * serves HTTPS with HTTP/2 (the Lighthouse rows), else plain HTTP/1.1.
 */
export async function startServer(port, { contentDir, tls = false } = {}) {
  const base = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`
  // Another server on this port would be measured instead of ours (e.g. one left running).
  const taken = await fetch(`http://127.0.0.1:${port}`).then(
    () => true,
    (error) => error?.cause?.code !== 'ECONNREFUSED',
  )
  if (taken) throw new Error(`port ${port} is already in use: stop what runs there or set BENCH_PORT`)
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', ...(tls ? await benchTlsEnv() : {}) }
  if (contentDir) env.OSCK_CONTENT_ROOT = contentDir
  const child = spawn(process.execPath, [serveScript], { env, stdio: 'ignore' })
  for (let i = 0; i < 150; i++) {
    if (await answers(`${base}/home`)) return { base, stop: () => child.kill() }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  child.kill()
  throw new Error(`the server did not start on port ${port}`)
}
