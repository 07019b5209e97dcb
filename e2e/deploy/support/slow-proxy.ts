import { createServer, request, type Server } from 'node:http'

/**
 * A tiny reverse proxy in front of a remote's origin that holds every remoteEntry.js response
 * for `delayMs` (a slow network or a cold CDN edge). Headers (CORS, caching) pass through.
 */
export async function startSlowProxy(
  port: number,
  target: string,
  delayMs: number,
): Promise<{ close(): Promise<void>; setDelay(ms: number): void }> {
  const upstream = new URL(target)
  const delay = { ms: delayMs }
  const server: Server = createServer((req, res) => {
    const slow = (req.url ?? '').split('?')[0]!.endsWith('/remoteEntry.js')
    setTimeout(
      () => {
        const forward = request(
          {
            host: upstream.hostname,
            port: upstream.port,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, host: upstream.host },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(res)
          },
        )
        forward.on('error', () => res.writeHead(502).end())
        req.pipe(forward)
      },
      slow ? delay.ms : 0,
    )
  })
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return {
    setDelay: (ms: number) => {
      delay.ms = ms
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
