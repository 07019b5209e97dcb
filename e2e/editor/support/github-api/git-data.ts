import { join } from 'node:path'
import { rmSync } from 'node:fs'
import { notFound, ok, type Answer, type ApiRequest, type GitRepo, type Json } from './repo'

/** GitHub's Git database and branches: refs, trees, blobs and commits, as real git objects. */
export function answerGitData(repo: GitRepo, { method, rest, query, body }: ApiRequest): Answer | undefined {
  const key = `${method} ${rest}`
  let match: RegExpMatchArray | null
  if ((match = rest.match(/^\/branches\/(.+)$/)) && method === 'GET') {
    const sha = repo.resolve(`refs/heads/${match[1]}`)
    return sha ? ok({ name: match[1], commit: repo.commitJson(sha) }) : notFound
  }
  if ((match = rest.match(/^\/git\/trees\/([^:]+):(.*)$/)) && method === 'GET') {
    const recursive = query.get('recursive') ? ['-r'] : []
    let listing: string
    try {
      listing = repo.git('ls-tree', '-l', ...recursive, `${match[1]}:${match[2]}`)
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
    return ok({ sha: repo.git('rev-parse', `${match[1]}:${match[2]}`), tree, truncated: false })
  }
  if ((match = rest.match(/^\/git\/blobs\/([0-9a-f]{40})$/)) && method === 'GET') {
    const content = repo.blob(match[1]!)
    return ok({
      sha: match[1],
      size: content.length,
      encoding: 'base64',
      content: content.toString('base64'),
    })
  }
  if (key === 'POST /git/blobs') {
    const content = Buffer.from(String(body.content), body.encoding === 'base64' ? 'base64' : 'utf8')
    return ok({ sha: repo.gitWithInput(['hash-object', '-w', '--stdin'], content) }, 201)
  }
  if (key === 'POST /git/trees') return ok({ sha: writeTree(repo, body) }, 201)
  if (key === 'POST /git/commits') {
    const parents = ((body.parents as string[]) ?? []).flatMap((parent) => ['-p', parent])
    const sha = repo.gitWithInput(['commit-tree', String(body.tree), ...parents], String(body.message))
    return ok(repo.commitJson(sha), 201)
  }
  if (key === 'POST /git/refs') {
    const ref = String(body.ref)
    if (repo.resolve(ref)) return { status: 422, json: { message: 'Reference already exists' } }
    repo.git('update-ref', ref, String(body.sha))
    return ok(repo.refJson(ref), 201)
  }
  if ((match = rest.match(/^\/git\/refs\/(heads\/.+)$/))) {
    const ref = `refs/${match[1]}`
    if (method === 'PATCH') repo.git('update-ref', ref, String(body.sha))
    if (method === 'DELETE') {
      if (!repo.resolve(ref)) return { status: 422, json: { message: 'Reference does not exist' } }
      repo.git('update-ref', '-d', ref)
      return ok({}, 204)
    }
    const refs = repo.git('for-each-ref', '--format=%(refname)', ref).split('\n').filter(Boolean)
    if (method === 'GET' && refs.length > 1) return ok(refs.map((name) => repo.refJson(name)))
    return repo.resolve(ref) ? ok(repo.refJson(ref)) : notFound
  }
  return undefined
}

/** `base_tree` plus the given entries (nested paths; `sha: null` deletes), through a scratch index. */
function writeTree(repo: GitRepo, body: Json): string {
  const index = join(repo.dir, '.git', `scratch-index-${Date.now()}`)
  const env = { GIT_INDEX_FILE: index }
  try {
    if (body.base_tree) repo.gitWithInput(['read-tree', String(body.base_tree)], '', env)
    for (const entry of body.tree as { path: string; mode: string; sha: string | null }[]) {
      if (entry.sha === null) repo.gitWithInput(['update-index', '--force-remove', entry.path], '', env)
      else
        repo.gitWithInput(
          ['update-index', '--add', '--cacheinfo', `${entry.mode},${entry.sha},${entry.path}`],
          '',
          env,
        )
    }
    return repo.gitWithInput(['write-tree'], '', env)
  } finally {
    rmSync(index, { force: true })
  }
}
