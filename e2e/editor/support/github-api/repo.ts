import { execFileSync } from 'node:child_process'

/** The repository the generated config.yml names (shell/vite/admin/settings.ts). */
export const REPO = 'osck/website'

export type Json = Record<string, unknown>
export interface Answer {
  status: number
  json: unknown
}
export const ok = (json: unknown, status = 200): Answer => ({ status, json })
export const notFound: Answer = { status: 404, json: { message: 'Not Found' } }

/** One API request: the path under /repos/<owner>/<name>, its query and its JSON body. */
export interface ApiRequest {
  method: string
  rest: string
  query: URLSearchParams
  body: Json
}

export const IDENTITY = {
  GIT_AUTHOR_NAME: 'An Organiser',
  GIT_AUTHOR_EMAIL: 'organiser@example.org',
  GIT_COMMITTER_NAME: 'An Organiser',
  GIT_COMMITTER_EMAIL: 'organiser@example.org',
}

/** git's plumbing in one temporary repository, and the JSON GitHub gives for its objects. */
export class GitRepo {
  constructor(readonly dir: string) {}

  git(...args: string[]): string {
    return execFileSync('git', args, {
      cwd: this.dir,
      encoding: 'utf8',
      env: { ...process.env, ...IDENTITY },
      maxBuffer: 64 * 1024 * 1024,
    }).trim()
  }

  gitWithInput(args: string[], input: Buffer | string, env: Record<string, string> = {}): string {
    return execFileSync('git', args, {
      cwd: this.dir,
      input,
      encoding: 'utf8',
      env: { ...process.env, ...IDENTITY, ...env },
      maxBuffer: 64 * 1024 * 1024,
    }).trim()
  }

  /** A blob's bytes. */
  blob(sha: string): Buffer {
    return execFileSync('git', ['cat-file', 'blob', sha], { cwd: this.dir, maxBuffer: 64 * 1024 * 1024 })
  }

  resolve(ref: string): string | undefined {
    try {
      return this.git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`) || undefined
    } catch {
      return undefined
    }
  }

  commitJson(sha: string) {
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

  refJson(ref: string) {
    return { ref, object: { sha: this.resolve(ref), type: 'commit' } }
  }
}
