import type { BrowserContext } from '@playwright/test'
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

/**
 * The same worker answering at its public https address (`url`, as OSCK_EDITOR_AUTH_URL names it)
 * for every page of `context`, the sign-in popup included: the popup's origin is then the one
 * Decap CMS checks its answer against, and the worker's state cookie is a Secure one.
 */
export async function routeAuthWorker(context: BrowserContext, url: string, env: AuthWorkerEnv) {
  await context.route(`${url}/**`, async (route) => {
    const request = route.request()
    const reply = await worker.fetch(
      new Request(request.url(), { method: request.method(), headers: await request.allHeaders() }),
      env,
    )
    await route.fulfill({
      status: reply.status,
      headers: Object.fromEntries(reply.headers),
      body: Buffer.from(await reply.arrayBuffer()),
    })
  })
}
