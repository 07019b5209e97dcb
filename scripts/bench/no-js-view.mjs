/**
 * The site as a browser without JavaScript renders it, for Lighthouse. Lighthouse cannot run on a
 * page whose scripts are disabled (it needs the Debugger domain, which Chromium then refuses:
 * "Script execution is prohibited"), so this proxy serves the same site with every HTML page
 * rewritten the way such a browser reads it: no scripts (the JSON-LD data block stays) and the
 * `<noscript>` blocks' markup in force.
 */
import { createServer } from 'node:http'

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi
const MODULE_PRELOAD = /<link\b[^>]*rel="modulepreload"[^>]*>/gi

export function asWithoutJavaScript(html) {
  return html
    .replace(SCRIPT, (tag, attributes) => (/application\/ld\+json/.test(attributes) ? tag : ''))
    .replace(MODULE_PRELOAD, '')
    .replace(/<\/?noscript>/gi, '')
}

/** Serves `base` on `port`, rewriting HTML answers with asWithoutJavaScript. */
export function startNoJsView(base, port) {
  const server = createServer(async (request, response) => {
    try {
      const upstream = await fetch(`${base}${request.url}`, { redirect: 'manual' })
      const type = upstream.headers.get('content-type') ?? ''
      const headers = Object.fromEntries(
        [...upstream.headers].filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
      )
      const body = type.startsWith('text/html')
        ? asWithoutJavaScript(await upstream.text())
        : Buffer.from(await upstream.arrayBuffer())
      response.writeHead(upstream.status, headers).end(body)
    } catch (error) {
      response.writeHead(502).end(String(error))
    }
  })
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ base: `http://127.0.0.1:${port}`, stop: () => server.close() }),
    ),
  )
}
