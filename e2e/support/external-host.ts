// A second local origin standing in for another site's image host: HTTPS on 127.0.0.1 with a
// throwaway certificate (Chromium told to accept it, Node given it with NODE_EXTRA_CA_CERTS).
import { mkdtempSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeThrowawayCertificate } from '../../scripts/tls-certificate.mjs'

export type Answer = { type: string; body: Buffer | string; status?: number }

export interface ExternalHost {
  /** `https://127.0.0.1:<port>` */
  origin: string
  /** The certificate's PEM file, for NODE_EXTRA_CA_CERTS. */
  certificate: string
  /** Paths requested so far. */
  requests: string[]
  close(): Promise<void>
}

/** Serves `answers` by path on a free port; anything else answers 404. */
export async function startExternalHost(answers: Record<string, Answer>): Promise<ExternalHost> {
  const { cert, key } = await writeThrowawayCertificate(mkdtempSync(join(tmpdir(), 'osck-external-')))
  const requests: string[] = []
  const server = createServer({ cert: await readFile(cert), key: await readFile(key) }, (req, res) => {
    requests.push(req.url ?? '')
    const answer = answers[req.url ?? ''] ?? { status: 404, type: 'text/plain', body: 'Not found' }
    res.writeHead(answer.status ?? 200, { 'content-type': answer.type }).end(answer.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `https://127.0.0.1:${(server.address() as AddressInfo).port}`,
    certificate: cert,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** An origin nothing listens on: a host that is down. */
export async function downOrigin(): Promise<string> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `https://127.0.0.1:${port}`
}
