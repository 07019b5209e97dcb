import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, Route } from '@playwright/test'

/** The repository the generated config.yml names (shell/vite/admin/settings.ts). */
export const REPO = 'osck/website'
type Json = Record<string, unknown>
interface PullRequest {
  number: number
  title: string
  head: string
  base: string
  state: 'open' | 'closed'
  labels: string[]
}

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

  /** A repository whose main branch holds a copy of the project's content/. */
  constructor(contentDir: string) {
    cpSync(contentDir, join(this.dir, 'content'), { recursive: true })
    this.git('init', '-q', '-b', 'main')
    this.git('add', '-A')
    this.git('commit', '-q', '-m', 'Content')
  }

  git(...args: string[]): string {
    return execFileSync('git', args, {
      cwd: this.dir,
      encoding: 'utf8',
      env: { ...process.env, ...IDENTITY },
      maxBuffer: 64 * 1024 * 1024,
    }).trim()
  }

  private gitWithInput(args: string[], input: Buffer | string, env: Record<string, string> = {}): string {
    return execFileSync('git', args, {
      cwd: this.dir,
      input,
      encoding: 'utf8',
      env: { ...process.env, ...IDENTITY, ...env },
    }).trim()
  }

  /** The branches under refs/heads/, by name. */
  branches(): string[] {
    return this.git('for-each-ref', '--format=%(refname:short)', 'refs/heads/').split('\n').filter(Boolean)
  }

  remove() {
    rmSync(this.dir, { recursive: true, force: true })
  }

  /** Answers every request to api.github.com from this repository. */
  async serve(page: Page) {
    await page.route('https://api.github.com/**', (route) => this.answer(route))
  }

  private async answer(route: Route) {
    const request = route.request()
    const url = new URL(request.url())
    const body = request.postData() ? (JSON.parse(request.postData()!) as Json) : {}
    let result: { status: number; json: unknown }
    try {
      result = this.handle(request.method(), decodeURIComponent(url.pathname), url.searchParams, body)
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

  private handle(method: string, path: string, query: URLSearchParams, body: Json) {
    const ok = (json: unknown, status = 200) => ({ status, json })
    const notFound = { status: 404, json: { message: 'Not Found' } }
    if (path === '/user')
      return ok({ login: 'organiser', name: 'An Organiser', email: 'organiser@example.org' })
    if (path === `/users/organiser`) return ok({ login: 'organiser', name: 'An Organiser' })
    const prefix = `/repos/${REPO}`
    if (!path.startsWith(prefix)) return notFound
    const rest = path.slice(prefix.length)
    const key = `${method} ${rest}`
    let match: RegExpMatchArray | null

    if (key === 'GET ')
      return ok({
        full_name: REPO,
        owner: { login: 'osck' },
        default_branch: 'main',
        permissions: { push: true, admin: false },
      })
    if ((match = rest.match(/^\/branches\/(.+)$/)) && method === 'GET') {
      const sha = this.resolve(`refs/heads/${match[1]}`)
      return sha ? ok({ name: match[1], commit: this.commitJson(sha) }) : notFound
    }
    if ((match = rest.match(/^\/git\/trees\/([^:]+):(.*)$/)) && method === 'GET') {
      const recursive = query.get('recursive') ? ['-r'] : []
      let listing: string
      try {
        listing = this.git('ls-tree', '-l', ...recursive, `${match[1]}:${match[2]}`)
      } catch {
        return notFound
      }
      const tree = listing
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [info, name] = line.split('\t')
          const [mode, type, sha, size] = info!.split(/\s+/)
          return { path: name, mode, type, sha, size: size === '-' ? undefined : Number(size) }
        })
      return ok({ sha: this.git('rev-parse', `${match[1]}:${match[2]}`), tree, truncated: false })
    }
    if ((match = rest.match(/^\/git\/blobs\/([0-9a-f]{40})$/)) && method === 'GET') {
      const content = execFileSync('git', ['cat-file', 'blob', match[1]!], {
        cwd: this.dir,
        maxBuffer: 64 * 1024 * 1024,
      })
      return ok({
        sha: match[1],
        size: content.length,
        encoding: 'base64',
        content: content.toString('base64'),
      })
    }
    if (key === 'POST /git/blobs') {
      const content = Buffer.from(String(body.content), body.encoding === 'base64' ? 'base64' : 'utf8')
      return ok({ sha: this.gitWithInput(['hash-object', '-w', '--stdin'], content) }, 201)
    }
    if (key === 'POST /git/trees') return ok({ sha: this.writeTree(body) }, 201)
    if (key === 'POST /git/commits') {
      const parents = ((body.parents as string[]) ?? []).flatMap((parent) => ['-p', parent])
      const sha = this.gitWithInput(['commit-tree', String(body.tree), ...parents], String(body.message))
      return ok(this.commitJson(sha), 201)
    }
    if (key === 'POST /git/refs') {
      const ref = String(body.ref)
      if (this.resolve(ref)) return { status: 422, json: { message: 'Reference already exists' } }
      this.git('update-ref', ref, String(body.sha))
      return ok(this.refJson(ref), 201)
    }
    if ((match = rest.match(/^\/git\/refs\/(heads\/.+)$/))) {
      const ref = `refs/${match[1]}`
      if (method === 'PATCH') this.git('update-ref', ref, String(body.sha))
      if (method === 'DELETE') {
        if (!this.resolve(ref)) return { status: 422, json: { message: 'Reference does not exist' } }
        this.git('update-ref', '-d', ref)
        return ok({}, 204)
      }
      const refs = this.git('for-each-ref', '--format=%(refname)', ref).split('\n').filter(Boolean)
      if (method === 'GET' && refs.length > 1) return ok(refs.map((name) => this.refJson(name)))
      return this.resolve(ref) ? ok(this.refJson(ref)) : notFound
    }
    if (key === 'GET /pulls') {
      const state = query.get('state') ?? 'open'
      const head = query.get('head')?.split(':')[1]
      const pulls = this.pulls.filter(
        (pr) => (state === 'all' || pr.state === state) && (!head || pr.head === head),
      )
      return ok(pulls.map((pr) => this.pullJson(pr)))
    }
    if (key === 'POST /pulls') {
      const pr: PullRequest = {
        number: this.pulls.length + 1,
        title: String(body.title),
        head: String(body.head).split(':').at(-1)!,
        base: String(body.base),
        state: 'open',
        labels: [],
      }
      this.pulls.push(pr)
      return ok(this.pullJson(pr), 201)
    }
    if ((match = rest.match(/^\/pulls\/(\d+)(\/commits)?$/))) {
      const pr = this.pulls.find((p) => p.number === Number(match![1]))
      if (!pr) return notFound
      if (match[2]) return ok([this.commitJson(this.resolve(`refs/heads/${pr.head}`)!)])
      if (method === 'PATCH' && body.state) pr.state = body.state as PullRequest['state']
      return ok(this.pullJson(pr))
    }
    if ((match = rest.match(/^\/issues\/(\d+)\/labels(?:\/(.+))?$/))) {
      const pr = this.pulls.find((p) => p.number === Number(match![1]))
      if (!pr) return notFound
      if (method === 'POST') pr.labels.push(...(body.labels as string[]))
      if (method === 'PUT') pr.labels = [...(body.labels as string[])]
      if (method === 'DELETE') pr.labels = pr.labels.filter((label) => label !== match![2])
      return ok(pr.labels.map((name) => ({ name })))
    }
    if ((match = rest.match(/^\/compare\/(.+)\.\.\.(.+)$/))) {
      const [base, head] = [this.resolve(match[1]!) ?? match[1]!, this.resolve(match[2]!) ?? match[2]!]
      const files = this.git('diff', '--name-status', base, head)
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [status, filename] = line.split('\t')
          return {
            filename,
            status: status === 'A' ? 'added' : status === 'D' ? 'removed' : 'modified',
            sha: this.git('rev-parse', `${head}:${filename}`),
          }
        })
      return ok({ files, commits: [this.commitJson(head)], base_commit: this.commitJson(base) })
    }
    if (key === 'GET /commits') {
      const log = this.git(
        'log',
        '-1',
        '--format=%H',
        query.get('sha') ?? 'main',
        '--',
        query.get('path') ?? '.',
      )
      return ok(log ? [this.commitJson(log)] : [])
    }
    if ((match = rest.match(/^\/commits\/([^/]+)\/status$/))) return ok({ state: 'success', statuses: [] })
    return notFound
  }

  /** `base_tree` plus the given entries (nested paths; `sha: null` deletes), through a scratch index. */
  private writeTree(body: Json): string {
    const index = join(this.dir, '.git', `scratch-index-${Date.now()}`)
    const env = { GIT_INDEX_FILE: index }
    try {
      if (body.base_tree) this.gitWithInput(['read-tree', String(body.base_tree)], '', env)
      for (const entry of body.tree as { path: string; mode: string; sha: string | null }[]) {
        if (entry.sha === null) this.gitWithInput(['update-index', '--force-remove', entry.path], '', env)
        else
          this.gitWithInput(
            ['update-index', '--add', '--cacheinfo', `${entry.mode},${entry.sha},${entry.path}`],
            '',
            env,
          )
      }
      return this.gitWithInput(['write-tree'], '', env)
    } finally {
      rmSync(index, { force: true })
    }
  }

  private resolve(ref: string): string | undefined {
    try {
      return this.git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`) || undefined
    } catch {
      return undefined
    }
  }

  private commitJson(sha: string) {
    const [tree, parents, message] = this.git('show', '-s', '--format=%T%n%P%n%B', sha).split('\n')
    const person = {
      name: IDENTITY.GIT_AUTHOR_NAME,
      email: IDENTITY.GIT_AUTHOR_EMAIL,
      date: new Date().toISOString(),
    }
    const parentList = (parents ?? '')
      .split(' ')
      .filter(Boolean)
      .map((p) => ({ sha: p }))
    return {
      sha,
      tree: { sha: tree },
      parents: parentList,
      message,
      author: person,
      committer: person,
      commit: { tree: { sha: tree }, message, author: person, committer: person },
    }
  }

  private refJson(ref: string) {
    return { ref, object: { sha: this.resolve(ref), type: 'commit' } }
  }

  private pullJson(pr: PullRequest) {
    const sha = this.resolve(`refs/heads/${pr.head}`)
    return {
      number: pr.number,
      title: pr.title,
      state: pr.state,
      head: { ref: pr.head, sha, label: `osck:${pr.head}`, repo: { full_name: REPO } },
      base: { ref: pr.base, repo: { full_name: REPO } },
      labels: pr.labels.map((name) => ({ name })),
      user: { login: 'organiser' },
      updated_at: new Date().toISOString(),
      merged_at: null,
    }
  }
}

const IDENTITY = {
  GIT_AUTHOR_NAME: 'An Organiser',
  GIT_AUTHOR_EMAIL: 'organiser@example.org',
  GIT_COMMITTER_NAME: 'An Organiser',
  GIT_COMMITTER_EMAIL: 'organiser@example.org',
}
