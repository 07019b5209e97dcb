import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Page, Route } from '@playwright/test'
import { answerGitData } from './github-api/git-data'
import { FakeGitHubOAuth } from './github-api/oauth'
import { answerPulls, type PullRequest } from './github-api/pulls'
import { GitRepo, notFound, ok, REPO, type Answer, type ApiRequest, type Json } from './github-api/repo'

export { REPO }

/**
 * GitHub's REST API as Decap CMS's GitHub backend uses it (refs, trees, blobs, commits, branches,
 * pull requests, labels), answered from a temporary git repository with git's own plumbing. Pull
 * requests and labels live in memory; everything else is real git objects, so a test reads what an
 * editor wrote with `git show`.
 */
export class FakeGitHub {
  readonly dir = mkdtempSync(join(tmpdir(), 'osck-editor-repo-'))
  readonly pulls: PullRequest[] = []
  /** Requests nobody answers (a 404 each), for a test to show. */
  readonly unanswered: string[] = []
  /** The tokens the API accepts: the one a test stores, and each one GitHub's sign-in issues. */
  readonly tokens = new Set(['organiser-token'])
  /** GitHub's web sign-in (/login/oauth/…), on a port of its own once started. */
  readonly oauth = new FakeGitHubOAuth((token) => this.tokens.add(token))
  private readonly repo = new GitRepo(this.dir)

  /** A repository whose main branch holds a copy of the project's content/. */
  constructor(contentDir: string) {
    cpSync(contentDir, join(this.dir, 'content'), { recursive: true })
    this.git('init', '-q', '-b', 'main')
    this.git('add', '-A')
    this.git('commit', '-q', '-m', 'Content')
  }

  git(...args: string[]): string {
    return this.repo.git(...args)
  }

  /** Files written by hand, committed on main: `{ 'content/blog/x.md': '…' }`. */
  commitOnMain(files: Record<string, string>) {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(this.dir, path)), { recursive: true })
      writeFileSync(join(this.dir, path), text)
    }
    this.git('add', '-A')
    this.git('commit', '-q', '-m', 'Written by hand')
  }

  /** The branches under refs/heads/, by name. */
  branches(): string[] {
    return this.git('for-each-ref', '--format=%(refname:short)', 'refs/heads/').split('\n').filter(Boolean)
  }

  remove() {
    this.oauth.stop()
    rmSync(this.dir, { recursive: true, force: true })
  }

  /** Answers every request to api.github.com from this repository (a page's, or a whole context's). */
  async serve(page: Pick<Page, 'route'>) {
    await page.route('https://api.github.com/**', (route) => this.answer(route))
  }

  private async answer(route: Route) {
    const request = route.request()
    const url = new URL(request.url())
    const body = request.postData() ? (JSON.parse(request.postData()!) as Json) : {}
    const token = /^(?:token|bearer) (.+)$/i.exec((await request.headerValue('authorization')) ?? '')?.[1]
    let result: Answer
    try {
      if (request.method() !== 'OPTIONS' && (!token || !this.tokens.has(token)))
        result = { status: 401, json: { message: 'Bad credentials' } }
      else result = this.handle(request.method(), decodeURIComponent(url.pathname), url.searchParams, body)
    } catch (error) {
      result = { status: 422, json: { message: String(error) } }
    }
    if (result.status === 404) this.unanswered.push(`${request.method()} ${url.pathname}${url.search}`)
    await route.fulfill({
      status: result.status,
      contentType: 'application/json',
      body: JSON.stringify(result.json),
    })
  }

  private handle(method: string, path: string, query: URLSearchParams, body: Json): Answer {
    if (path === '/user')
      return ok({ login: 'organiser', name: 'An Organiser', email: 'organiser@example.org' })
    if (path === `/users/organiser`) return ok({ login: 'organiser', name: 'An Organiser' })
    const prefix = `/repos/${REPO}`
    if (!path.startsWith(prefix)) return notFound
    const request: ApiRequest = { method, rest: path.slice(prefix.length), query, body }
    if (method === 'GET' && request.rest === '')
      return ok({
        full_name: REPO,
        owner: { login: 'osck' },
        default_branch: 'main',
        permissions: { push: true, admin: false },
      })
    return answerGitData(this.repo, request) ?? answerPulls(this.repo, this.pulls, request) ?? notFound
  }
}
