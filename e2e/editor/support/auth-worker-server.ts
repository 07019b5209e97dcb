import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import worker, { type AuthWorkerEnv } from '../../../shell/vite/admin/sign-in/auth-worker'

/**
 * The repository's sign-in worker (shell/vite/admin/sign-in/auth-worker.ts) run unchanged by Node:
 * each request handed to its `fetch` as a web Request, its Response written back.
 */
export async function serveAuthWorker(env: AuthWorkerEnv): Promise<{ url: string; stop: () => void }> {
  let origin = ''
  const server: Server = createServer((request, response) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === 'string') headers.set(name, value)
    void worker
      .fetch(new Request(new URL(request.url ?? '/', origin), { method: request.method, headers }), env)
      .then(async (reply) => {
        response.writeHead(reply.status, Object.fromEntries(reply.headers))
        response.end(Buffer.from(await reply.arrayBuffer()))
      })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: origin,
    stop: () => {
      server.closeAllConnections()
      server.close()
    },
  }
}
