import { randomUUID } from 'node:crypto'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The OAuth app a maintainer registers on GitHub (docs/editing.md), as the tests know it. */
export const OAUTH_APP = { clientId: 'osck-test-client', clientSecret: 'osck-test-secret' }

/**
 * GitHub's web sign-in as the editor's auth worker meets it: the consent page at
 * /login/oauth/authorize ("Authorize" or "Cancel", back to the app's redirect_uri) and the code
 * exchange at /login/oauth/access_token. A token it issues is one the API stand-in accepts.
 * `down`: GitHub answers the exchange with a 503, as during an outage.
 */
export class FakeGitHubOAuth {
  down = false
  /** Every code exchange asked for, by code (a code is used once). */
  readonly exchanges: string[] = []
  private readonly codes = new Map<string, string>()
  private server?: Server
  url = ''

  constructor(private readonly issueToken: (token: string) => void) {}

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', this.url)
      if (url.pathname === '/login/oauth/authorize') return this.consent(url, response)
      if (url.pathname === '/login/oauth/access_token' && request.method === 'POST') {
        let body = ''
        request.on('data', (chunk: Buffer) => (body += chunk.toString()))
        request.on('end', () => this.exchange(body, response))
        return
      }
      response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this.url
  }

  stop() {
    this.server?.closeAllConnections()
    this.server?.close()
  }

  private consent(url: URL, response: ServerResponse) {
    const redirect = url.searchParams.get('redirect_uri') ?? ''
    const state = url.searchParams.get('state') ?? ''
    if (url.searchParams.get('client_id') !== OAUTH_APP.clientId || !redirect)
      return void response.writeHead(400).end('Unknown OAuth app')
    const code = randomUUID()
    this.codes.set(code, redirect)
    const back = (query: Record<string, string>) =>
      `${redirect}?${new URLSearchParams({ ...query, state }).toString()}`
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(
      `<!doctype html><html lang="en"><head><title>Authorize application</title></head><body><main>
<h1>Authorize OSCK content editor</h1><p>Scope: ${url.searchParams.get('scope')}</p>
<a href="${back({ code })}">Authorize</a> <a href="${back({ error: 'access_denied' })}">Cancel</a>
</main></body></html>`,
    )
  }

  private exchange(text: string, response: ServerResponse) {
    if (this.down) return void response.writeHead(503).end('Service unavailable')
    const body = JSON.parse(text || '{}') as Record<string, string>
    this.exchanges.push(body.code ?? '')
    const json = (value: unknown) =>
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(value))
    if (body.client_id !== OAUTH_APP.clientId || body.client_secret !== OAUTH_APP.clientSecret)
      return json({ error: 'incorrect_client_credentials' })
    if (!this.codes.has(body.code ?? '') || this.codes.get(body.code ?? '') !== body.redirect_uri)
      return json({ error: 'bad_verification_code' })
    this.codes.delete(body.code!)
    const token = `gho_${randomUUID().replace(/-/g, '')}`
    this.issueToken(token)
    json({ access_token: token, token_type: 'bearer', scope: 'repo' })
  }
}
