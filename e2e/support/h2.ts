import { connect } from 'node:http2'

/** One request over HTTP/2, accepting a self-signed certificate; the body as sent (gzip is not undone). */
export function h2Get(origin: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const session = connect(origin, { rejectUnauthorized: false })
      session.on('error', reject)
      const stream = session.request({ ':path': path, ...headers })
      const chunks: Buffer[] = []
      let received: Record<string, unknown> = {}
      stream.on('response', (answer) => (received = answer))
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        session.close()
        resolve({ status: Number(received[':status']), headers: received, body: Buffer.concat(chunks) })
      })
      stream.on('error', reject)
      stream.end()
    },
  )
}
