import { notFound, ok, REPO, type Answer, type ApiRequest, type GitRepo } from './repo'

export interface PullRequest {
  number: number
  title: string
  head: string
  base: string
  state: 'open' | 'closed'
  labels: string[]
}

function pullJson(repo: GitRepo, pr: PullRequest) {
  const sha = repo.resolve(`refs/heads/${pr.head}`)
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

/**
 * One side of a comparison: a commit, or a branch named alone or with its owner (`osck:cms/…`, as
 * Decap names a pull request's head when it saves an entry that already has one).
 */
function commitOf(repo: GitRepo, name: string) {
  const owner = `${REPO.split('/')[0]}:`
  const ref = name.startsWith(owner) ? name.slice(owner.length) : name
  return repo.resolve(ref) ?? ref
}

/** Pull requests and their labels (kept in `pulls`), and the comparisons the workflow reads. */
export function answerPulls(
  repo: GitRepo,
  pulls: PullRequest[],
  { method, rest, query, body }: ApiRequest,
): Answer | undefined {
  const key = `${method} ${rest}`
  let match: RegExpMatchArray | null
  if (key === 'GET /pulls') {
    const state = query.get('state') ?? 'open'
    const head = query.get('head')?.split(':')[1]
    const found = pulls.filter((pr) => (state === 'all' || pr.state === state) && (!head || pr.head === head))
    return ok(found.map((pr) => pullJson(repo, pr)))
  }
  if (key === 'POST /pulls') {
    const head = String(body.head).split(':').at(-1)!
    // As GitHub: one open pull request per branch.
    if (pulls.some((pr) => pr.head === head && pr.state === 'open'))
      return {
        status: 422,
        json: {
          message: 'Validation Failed',
          errors: [{ message: `A pull request already exists for osck:${head}.` }],
        },
      }
    const pr: PullRequest = {
      number: pulls.length + 1,
      title: String(body.title),
      head,
      base: String(body.base),
      state: 'open',
      labels: [],
    }
    pulls.push(pr)
    return ok(pullJson(repo, pr), 201)
  }
  if ((match = rest.match(/^\/pulls\/(\d+)(\/commits)?$/))) {
    const pr = pulls.find((p) => p.number === Number(match![1]))
    if (!pr) return notFound
    if (match[2]) return ok([repo.commitJson(repo.resolve(`refs/heads/${pr.head}`)!)])
    if (method === 'PATCH' && body.state) pr.state = body.state as PullRequest['state']
    return ok(pullJson(repo, pr))
  }
  if ((match = rest.match(/^\/issues\/(\d+)\/labels(?:\/(.+))?$/))) {
    const pr = pulls.find((p) => p.number === Number(match![1]))
    if (!pr) return notFound
    if (method === 'POST') pr.labels.push(...(body.labels as string[]))
    if (method === 'PUT') pr.labels = [...(body.labels as string[])]
    if (method === 'DELETE') pr.labels = pr.labels.filter((label) => label !== match![2])
    return ok(pr.labels.map((name) => ({ name })))
  }
  if ((match = rest.match(/^\/compare\/(.+)\.\.\.(.+)$/))) {
    const [base, head] = [commitOf(repo, match[1]!), commitOf(repo, match[2]!)]
    const files = repo
      .git('diff', '--name-status', base, head)
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [status, filename] = line.split('\t')
        return {
          filename,
          status: status === 'A' ? 'added' : status === 'D' ? 'removed' : 'modified',
          sha: repo.git('rev-parse', `${head}:${filename}`),
        }
      })
    return ok({ files, commits: [repo.commitJson(head)], base_commit: repo.commitJson(base) })
  }
  if (key === 'GET /commits') {
    const path = query.get('path') ?? '.'
    const log = repo.git('log', '-1', '--format=%H', query.get('sha') ?? 'main', '--', path)
    return ok(log ? [repo.commitJson(log)] : [])
  }
  if (rest.match(/^\/commits\/([^/]+)\/status$/)) return ok({ state: 'success', statuses: [] })
  return undefined
}
