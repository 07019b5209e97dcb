/**
 * Two organisers editing the same entry. Decap CMS's GitHub backend saves over whatever GitHub
 * holds: onto the entry's pull request branch when this editor knew of it, and, when it did not
 * (the other organiser's save came after this form was opened), it backs that branch up and moves
 * it to its own commit. Either way the first organiser's change is gone from the pull request with
 * no word. This preSave listener reads the file as GitHub holds it now (the open pull request's
 * branch, else the site's branch) and refuses the save, naming the conflict, when it is neither the
 * file this form was opened from nor the file this save writes (an earlier attempt of this same
 * save that the network cut short).
 */
import { parse } from 'yaml'
import { SOURCE, toFile } from './front-matter'
import { BACKEND } from './widget-names'

export const CONFLICT_MESSAGE =
  'Not saved: another organiser saved a change to this entry after you opened it, and saving now would replace their change. Your text is still here. Copy anything you need, reload the page to see their version, and make your change again.'

export interface RepoReader {
  /** The file's text on `ref`, or undefined when it is not there. */
  read(ref: string, path: string): Promise<string | undefined>
  /** The branch of the entry's open pull request, if it has one. */
  openPullBranch(branch: string): Promise<string | undefined>
}

/** True when GitHub's file is someone else's change: neither what was read nor what is written. */
export function isConflict(current: string | undefined, loaded: string, saving: string) {
  return current !== loaded && current !== saving
}

/** Refuses (throws) when saving `data` to `path` would replace someone else's change. */
export async function checkNoConflict(
  reader: RepoReader,
  { collection, slug, path, data, order, defaultBranch }: SaveTarget,
) {
  const loaded = data[SOURCE]
  // A new entry has no file to conflict with; Decap names it after its title.
  if (typeof loaded !== 'string' || !slug || !path) return
  const pullBranch = await reader.openPullBranch(`cms/${collection}/${slug}`)
  const current = await reader.read(pullBranch ?? defaultBranch, path)
  if (isConflict(current, loaded, toFile(data, order))) throw new Error(CONFLICT_MESSAGE)
}

export interface SaveTarget {
  collection: string
  slug?: string
  path?: string
  data: Record<string, unknown>
  order?: string[]
  defaultBranch: string
}

type Get = (path: string) => Promise<unknown>

/** GitHub's REST API as Decap's backend reads it (git trees and blobs), with the editor's token. */
export function githubReader(repo: string, get: Get): RepoReader {
  const [owner] = repo.split('/')
  return {
    async openPullBranch(branch) {
      const query = new URLSearchParams({ head: `${owner}:${branch}`, state: 'open' })
      const pulls = (await get(`/repos/${repo}/pulls?${query.toString()}`)) as unknown[]
      return pulls.length ? branch : undefined
    },
    async read(ref, path) {
      const slash = path.lastIndexOf('/')
      const tree = (await get(`/repos/${repo}/git/trees/${ref}:${path.slice(0, slash)}`)) as {
        tree: { path: string; sha: string }[]
      }
      const file = tree.tree.find((entry) => entry.path === path.slice(slash + 1))
      if (!file) return undefined
      const blob = (await get(`/repos/${repo}/git/blobs/${file.sha}`)) as { content: string }
      const bytes = Uint8Array.from(atob(blob.content.replace(/\n/g, '')), (c) => c.charCodeAt(0))
      return new TextDecoder().decode(bytes)
    },
  }
}

/**
 * The signed-in editor's reader: the repository and branch from config.yml, the token Decap keeps.
 * None under `pnpm editor` (decap-server saves to the working copy, with no pull requests).
 */
export async function signedInReader(doc: Document = document) {
  const user = JSON.parse(localStorage.getItem('decap-cms-user') ?? '{}') as {
    backendName?: string
    token?: string
  }
  if (user.backendName !== BACKEND || !user.token) return undefined
  const configUrl = doc.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')?.href
  const config = parse(await (await fetch(configUrl ?? 'config.yml')).text()) as {
    backend: { repo: string; branch?: string; api_root?: string }
  }
  const token = user.token
  const root = config.backend.api_root ?? 'https://api.github.com'
  const get: Get = async (path) => {
    const reply = await fetch(`${root}${path}`, { headers: { Authorization: `token ${token}` } })
    if (!reply.ok) throw new Error(`GitHub answered ${reply.status} for ${path}`)
    return reply.json()
  }
  /** Any request to the repository's API (`/git/trees`…), its answer as JSON. */
  const send = async (method: string, path: string, body?: unknown) => {
    const reply = await fetch(`${root}/repos/${config.backend.repo}${path}`, {
      method,
      headers: { Authorization: `token ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!reply.ok) throw new Error(`GitHub answered ${reply.status} for ${method} ${path}`)
    return reply.json() as Promise<unknown>
  }
  return {
    reader: githubReader(config.backend.repo, get),
    send,
    defaultBranch: config.backend.branch ?? 'main',
    /** GitHub's answer to the editor's token alone (GET /user). */
    tokenStatus: async () =>
      (await fetch(`${root}/user`, { headers: { Authorization: `token ${token}` } })).status,
  }
}

interface DecapEntry {
  get(key: string): unknown
}

/** The preSave listener (register.ts): Decap shows the thrown message and keeps the form. */
export async function refuseConflicts({ entry }: { entry: DecapEntry }) {
  if (entry.get('newRecord')) return undefined
  const signedIn = await signedInReader()
  if (!signedIn) return undefined
  await checkNoConflict(signedIn.reader, {
    collection: String(entry.get('collection')),
    slug: entry.get('slug') as string | undefined,
    path: entry.get('path') as string | undefined,
    data: (entry.get('data') as { toJS(): Record<string, unknown> }).toJS(),
    defaultBranch: signedIn.defaultBranch,
  })
  return undefined
}
