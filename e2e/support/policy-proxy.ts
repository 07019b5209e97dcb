// The production build as another server would send it: a local proxy in front of the e2e server
// that swaps the page policy for the one nginx, `_headers` or a files-only host (its meta policy)
// gives. A real origin on 127.0.0.1, as the site's own: a page fulfilled by page.route() would not
// count as local, and Chromium would refuse its requests to the second local origin.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { withMetaCsp } from '../../scripts/pages-dist/security.mjs'
import { pagePolicies, type Rendering } from './csp'

const DROPPED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection'])

/** Returns the proxy's origin and a way to close it. */
export async function startPolicyProxy(target: string, rendering: Rendering, page: string) {
  const policy = (await pagePolicies(page))[rendering]
  const server = createServer(async (req, res) => {
    const upstream = await fetch(new URL(req.url ?? '/', target), { redirect: 'manual' })
    const headers: Record<string, string> = {}
    upstream.headers.forEach((value, name) => {
      if (!DROPPED.has(name)) headers[name] = value
    })
    let body = Buffer.from(await upstream.arrayBuffer())
    if (headers['content-security-policy']) headers['content-security-policy'] = policy
    if (rendering === 'meta') {
      delete headers['content-security-policy']
      if (headers['content-type']?.startsWith('text/html'))
        body = Buffer.from(withMetaCsp(body.toString('utf8'), policy))
    }
    res.writeHead(upstream.status, headers).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
