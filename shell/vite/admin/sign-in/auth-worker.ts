/**
 * The editor's GitHub sign-in (docs/editing.md): an OAuth proxy for Decap CMS's GitHub backend, a
 * Cloudflare Worker (wrangler.toml beside it) that holds the OAuth app's secret. Web-standard APIs
 * only, so Node runs it unchanged in the tests.
 *
 * Decap opens `/auth?provider=github&scope=repo` in a popup; the worker sends it on to GitHub, and
 * GitHub back to `/callback?code=…&state=…`. The callback page posts `authorizing:github` to the
 * editor, waits for the editor to echo it (the origin must be one of ALLOWED_ORIGINS), then posts
 * `authorization:github:success:{"token":…,"provider":"github"}` or `…:error:{"message":…}`.
 */
import { callbackPage } from './callback-page'

export interface AuthWorkerEnv {
  GITHUB_CLIENT_ID?: string
  GITHUB_CLIENT_SECRET?: string
  /** The editors' origins, comma-separated (`https://osck.github.io`): only they receive a token. */
  ALLOWED_ORIGINS?: string
  /** GitHub's web address; the tests point it at their stand-in. */
  GITHUB_URL?: string
}

const STATE_COOKIE = 'osck_oauth_state'

export const MESSAGES = {
  notConfigured:
    'Sign-in is not finished on this site: the sign-in worker has no GitHub OAuth app (GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET, ALLOWED_ORIGINS). A maintainer follows docs/editing.md.',
  denied:
    'GitHub sign-in was cancelled or refused, so nothing was shared. Choose "Login with GitHub" to try again.',
  badState: 'This sign-in link is out of date. Choose "Login with GitHub" again.',
  githubDown:
    'GitHub did not answer the sign-in. Nothing was lost: try "Login with GitHub" again in a few minutes.',
  refused: (reason: string) =>
    `GitHub refused the sign-in (${reason}). Choose "Login with GitHub" to try again.`,
}

const origins = (env: AuthWorkerEnv) =>
  (env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean)

const configured = (env: AuthWorkerEnv) =>
  Boolean(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET && origins(env).length)

const githubUrl = (env: AuthWorkerEnv, path: string) =>
  `${(env.GITHUB_URL ?? 'https://github.com').replace(/\/+$/, '')}${path}`

function cookie(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return undefined
}

function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function answer(env: AuthWorkerEnv, result: { token: string } | { error: string }, status = 200) {
  return callbackPage(origins(env), result, status)
}

/** The popup's first stop: on to GitHub's consent page, with a state only this browser holds. */
function authorize(request: Request, env: AuthWorkerEnv): Response {
  const url = new URL(request.url)
  if (!configured(env)) return answer(env, { error: MESSAGES.notConfigured }, 500)
  if (url.searchParams.get('provider') !== 'github')
    return answer(env, { error: 'Only GitHub sign-in is offered here.' }, 400)
  const state = randomState()
  const target = new URL(githubUrl(env, '/login/oauth/authorize'))
  target.searchParams.set('client_id', env.GITHUB_CLIENT_ID!)
  target.searchParams.set('redirect_uri', `${url.origin}/callback`)
  target.searchParams.set('scope', url.searchParams.get('scope') || 'repo')
  target.searchParams.set('state', state)
  const secure = url.protocol === 'https:' ? '; Secure' : ''
  return new Response(null, {
    status: 302,
    headers: {
      Location: target.href,
      'Set-Cookie': `${STATE_COOKIE}=${state}; Path=/callback; HttpOnly; SameSite=Lax; Max-Age=600${secure}`,
      'Cache-Control': 'no-store',
    },
  })
}

/** GitHub's answer: the code exchanged for a token, or the reason there is none. */
async function callback(request: Request, env: AuthWorkerEnv): Promise<Response> {
  const url = new URL(request.url)
  if (!configured(env)) return answer(env, { error: MESSAGES.notConfigured }, 500)
  if (url.searchParams.get('error') === 'access_denied') return answer(env, { error: MESSAGES.denied })
  const state = url.searchParams.get('state')
  if (!state || state !== cookie(request, STATE_COOKIE)) return answer(env, { error: MESSAGES.badState }, 400)
  const code = url.searchParams.get('code')
  if (!code) return answer(env, { error: MESSAGES.refused(url.searchParams.get('error') ?? 'no code') }, 400)
  let reply: Response
  try {
    reply = await fetch(githubUrl(env, '/login/oauth/access_token'), {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({
        client_id: env.GITHUB_CLIENT_ID,
        client_secret: env.GITHUB_CLIENT_SECRET,
        code,
        redirect_uri: `${url.origin}/callback`,
      }),
    })
  } catch {
    return answer(env, { error: MESSAGES.githubDown }, 502)
  }
  if (!reply.ok) return answer(env, { error: MESSAGES.githubDown }, 502)
  const body = (await reply.json().catch(() => ({}))) as { access_token?: string; error?: string }
  if (!body.access_token) return answer(env, { error: MESSAGES.refused(body.error ?? 'no token') }, 400)
  return answer(env, { token: body.access_token })
}

export default {
  async fetch(request: Request, env: AuthWorkerEnv): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (request.method !== 'GET') return new Response('Method not allowed', { status: 405 })
    if (pathname === '/auth') return authorize(request, env)
    if (pathname === '/callback') return callback(request, env)
    return new Response('The editor’s GitHub sign-in: open /admin/ on the site.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    })
  },
}
