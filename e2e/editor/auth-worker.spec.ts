// The sign-in worker as plain data (no browser): its requests and GitHub's sign-in stand-in. The
// browser's side of the popup protocol: sign-in.spec.ts.
import { expect, test } from '@playwright/test'
import worker, { MESSAGES, type AuthWorkerEnv } from '../../shell/vite/admin/sign-in/auth-worker'
import { FakeGitHubOAuth, OAUTH_APP } from './support/github-api/oauth'

const WORKER = 'https://auth.osck.example'
const EDITOR = 'https://volunteer.github.io'

let github: FakeGitHubOAuth
let issued: string[]
let env: AuthWorkerEnv

test.beforeEach(async () => {
  issued = []
  github = new FakeGitHubOAuth((token) => issued.push(token))
  env = {
    GITHUB_CLIENT_ID: OAUTH_APP.clientId,
    GITHUB_CLIENT_SECRET: OAUTH_APP.clientSecret,
    ALLOWED_ORIGINS: `${EDITOR}, https://osck.example/`,
    GITHUB_URL: await github.start(),
  }
})
test.afterEach(() => github.stop())

const call = (path: string, headers: Record<string, string> = {}) =>
  worker.fetch(new Request(`${WORKER}${path}`, { headers }), env)

/** What the callback page posts to the editor, and to which origins it may. */
async function posted(response: Response) {
  const html = await response.text()
  const script = /<script nonce="[^"]+">([\s\S]*)<\/script>/.exec(html)![1]!
  const [, allowed, message] = /const allowed = (.*), message = (.*);/.exec(script)!
  const text = JSON.parse(message!) as string
  const error = /^authorization:github:error:(.*)$/.exec(text)?.[1]
  return {
    allowed: JSON.parse(allowed!) as string[],
    message: text,
    error: error ? (JSON.parse(error) as { message: string }).message : undefined,
    html,
  }
}

/** Decap's popup: /auth, GitHub's consent page, then the link the organiser chooses. */
async function signIn(choice: 'Authorize' | 'Cancel', tamper = (url: URL) => url) {
  const start = await call('/auth?provider=github&site_id=volunteer.github.io&scope=repo')
  expect(start.status).toBe(302)
  const consent = await fetch(start.headers.get('Location')!).then((r) => r.text())
  const link = new RegExp(`href="([^"]+)">${choice}<`).exec(consent)![1]!.replace(/&amp;/g, '&')
  const back = tamper(new URL(link))
  expect(back.origin + back.pathname).toBe(`${WORKER}/callback`)
  const cookie = start.headers.get('Set-Cookie')!.split(';')[0]!
  return call(back.pathname + back.search, { Cookie: cookie })
}

test.describe('the sign-in worker', () => {
  test('sends the popup to GitHub for the repo scope, and hands the token to the listed editors only', async () => {
    const start = await call('/auth?provider=github&site_id=x&scope=repo')
    const target = new URL(start.headers.get('Location')!)
    expect(target.pathname).toBe('/login/oauth/authorize')
    expect(Object.fromEntries(target.searchParams)).toMatchObject({
      client_id: OAUTH_APP.clientId,
      redirect_uri: `${WORKER}/callback`,
      scope: 'repo',
    })
    expect(start.headers.get('Set-Cookie')).toMatch(/HttpOnly; SameSite=Lax; Max-Age=600; Secure$/)

    const done = await signIn('Authorize')
    expect(done.status).toBe(200)
    const { allowed, message } = await posted(done)
    expect(issued).toHaveLength(1)
    expect(message).toBe(`authorization:github:success:{"token":"${issued[0]}","provider":"github"}`)
    expect(allowed).toEqual([EDITOR, 'https://osck.example'])
    expect(done.headers.get('Content-Security-Policy')).toMatch(/script-src 'nonce-/)
  })

  test('says so when the organiser refuses on GitHub', async () => {
    const { message } = await posted(await signIn('Cancel'))
    expect(message).toBe(`authorization:github:error:${JSON.stringify({ message: MESSAGES.denied })}`)
    expect(issued).toEqual([])
  })

  test('says so when GitHub is down, or cannot be reached', async () => {
    github.down = true
    const down = await signIn('Authorize')
    expect(down.status).toBe(502)
    expect((await posted(down)).error).toContain(MESSAGES.githubDown)
    github.stop()
    const start = await call('/auth?provider=github&scope=repo')
    const state = new URL(start.headers.get('Location')!).searchParams.get('state')!
    const gone = await call(`/callback?code=x&state=${state}`, {
      Cookie: start.headers.get('Set-Cookie')!.split(';')[0]!,
    })
    expect((await posted(gone)).error).toContain(MESSAGES.githubDown)
  })

  test('refuses a callback whose state this browser did not start, and a code GitHub did not issue', async () => {
    const forged = await signIn('Authorize', (url) => (url.searchParams.set('state', 'forged'), url))
    expect((await posted(forged)).error).toContain(MESSAGES.badState)
    const wrongCode = await signIn('Authorize', (url) => (url.searchParams.set('code', 'guessed'), url))
    expect((await posted(wrongCode)).error).toContain('bad_verification_code')
    expect(issued).toEqual([])
  })

  test('names what a maintainer has not set, without sending anyone to GitHub', async () => {
    env = { ...env, GITHUB_CLIENT_SECRET: undefined }
    const start = await call('/auth?provider=github&scope=repo')
    expect(start.status).toBe(500)
    expect((await posted(start)).error).toContain(MESSAGES.notConfigured)
    expect((await call('/elsewhere')).status).toBe(404)
  })

  test('writes a message into its page as text, never as markup', async () => {
    env = { ...env, ALLOWED_ORIGINS: '</script><script>alert(1)</script>' }
    const { html } = await posted(await call('/auth?provider=gitlab'))
    expect(html).not.toContain('<script>alert(1)')
  })
})
