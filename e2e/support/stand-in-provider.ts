// A newsletter provider or form service standing in on this machine: HTTPS on 127.0.0.1 with a
// throwaway certificate (Chromium told to accept it). It answers a form POST as such services do:
// a page for a browser's own submit, JSON with CORS for a script. An address containing "refuse"
// is refused (422); while `down`, every connection is dropped.
import { mkdtempSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeThrowawayCertificate } from '../../scripts/tls-certificate.mjs'

export interface StandInProvider {
  /** `https://127.0.0.1:<port>` */
  origin: string
  /** Each POST's fields, in order. */
  received: Record<string, string>[]
  down: boolean
  close(): Promise<void>
}

export async function startStandInProvider(): Promise<StandInProvider> {
  const { cert, key } = await writeThrowawayCertificate(mkdtempSync(join(tmpdir(), 'osck-provider-')))
  const provider = { received: [] as Record<string, string>[], down: false }
  const server = createServer({ cert: await readFile(cert), key: await readFile(key) }, async (req, res) => {
    if (provider.down) return req.socket.destroy()
    let body = ''
    for await (const chunk of req) body += chunk
    const fields = Object.fromEntries(new URLSearchParams(body))
    if (req.method === 'POST') provider.received.push(fields)
    const refused = Object.values(fields).some((value) => value.includes('refuse'))
    const status = req.method !== 'POST' ? 405 : refused ? 422 : 200
    const cors = { 'access-control-allow-origin': '*' }
    if (req.headers.accept?.includes('application/json'))
      return res
        .writeHead(status, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify({ status }))
    const text = refused ? 'This address was refused.' : 'Thanks, you are subscribed.'
    res
      .writeHead(status, { 'content-type': 'text/html' })
      .end(`<!doctype html><title>Provider</title><h1>${text}</h1>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return Object.assign(provider, {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  })
}
