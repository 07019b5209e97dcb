/**
 * Decap has no event before an entry is deleted, but deleting a published entry runs its
 * preUnpublish and postUnpublish listeners around the delete (Decap's own commit on the site's
 * branch). Before: for each photo the entry names, say that another entry still uses it (kept), or
 * offer to delete it. After: the photos the organiser chose to delete go in one more commit on
 * that branch. Entries on the site's branch and on open pull requests count as users.
 */
import { signedInReader } from '../save/conflict'
import {
  CHECK_FAILED,
  OFFER_DELETE,
  PHOTO_KEPT,
  photoFile,
  photosOf,
  usersOf,
  type RepoFile,
} from './photo-usage'

type Send = (method: string, path: string, body?: unknown) => Promise<unknown>
interface DecapEntry {
  get(key: string): unknown
}
interface DecapEvents {
  registerEventListener(listener: { name: string; handler(event: { entry: DecapEntry }): unknown }): void
}

/** Every markdown file under content/, on `branch` and on each open pull request's branch. */
async function entryFiles(send: Send, branch: string): Promise<RepoFile[]> {
  const pulls = (await send('GET', '/pulls?state=open&per_page=100')) as { head: { ref: string } }[]
  const byBlob = new Map<string, string>()
  for (const ref of [branch, ...pulls.map((pr) => pr.head.ref)]) {
    const { tree } = (await send('GET', `/git/trees/${ref}:content?recursive=1`)) as {
      tree: { path: string; type: string; sha: string }[]
    }
    for (const item of tree)
      if (item.type === 'blob' && item.path.endsWith('.md')) byBlob.set(item.sha, item.path)
  }
  return Promise.all(
    [...byBlob].map(async ([sha, path]) => {
      const blob = (await send('GET', `/git/blobs/${sha}`)) as { content: string }
      return { path: `content/${path}`, text: atob(blob.content.replace(/\n/g, '')) }
    }),
  )
}

/** One commit on `branch` removing `paths`, as Decap's own delete makes its commit. */
async function deleteFiles(send: Send, branch: string, paths: string[]) {
  const head = (await send('GET', `/branches/${branch}`)) as { commit: { sha: string } }
  const tree = (await send('POST', '/git/trees', {
    base_tree: head.commit.sha,
    tree: paths.map((path) => ({ path, mode: '100644', type: 'blob', sha: null })),
  })) as { sha: string }
  const message = `Delete ${paths.join(', ')}: no entry uses it any more`
  const commit = (await send('POST', '/git/commits', {
    message,
    tree: tree.sha,
    parents: [head.commit.sha],
  })) as {
    sha: string
  }
  await send('PATCH', `/git/refs/heads/${branch}`, { sha: commit.sha })
}

/** The photos each entry being deleted will take with it, by the entry's path. */
const chosen = new Map<string, string[]>()

export async function askAboutPhotos(entry: DecapEntry, win: Pick<Window, 'alert' | 'confirm'> = window) {
  const path = String(entry.get('path'))
  const photos = photosOf((entry.get('data') as { toJS(): unknown } | undefined)?.toJS())
  const signedIn = photos.length ? await signedInReader() : undefined
  if (!signedIn) return
  let files: RepoFile[] | undefined
  try {
    files = await entryFiles(signedIn.send, signedIn.defaultBranch)
  } catch {
    for (const photo of photos) win.alert(CHECK_FAILED(photo))
    return
  }
  const remove: string[] = []
  for (const photo of photos) {
    const users = usersOf(photo, files, path)
    if (users.length) win.alert(PHOTO_KEPT(photo, users))
    else if (win.confirm(OFFER_DELETE(photo))) remove.push(photoFile(photo))
  }
  chosen.set(path, remove)
}

export async function deleteChosenPhotos(entry: DecapEntry) {
  const path = String(entry.get('path'))
  const remove = chosen.get(path) ?? []
  chosen.delete(path)
  const signedIn = remove.length ? await signedInReader() : undefined
  if (signedIn) await deleteFiles(signedIn.send, signedIn.defaultBranch, remove)
}

export function registerPhotoCleanup(cms: DecapEvents) {
  cms.registerEventListener({ name: 'preUnpublish', handler: ({ entry }) => askAboutPhotos(entry) })
  cms.registerEventListener({ name: 'postUnpublish', handler: ({ entry }) => deleteChosenPhotos(entry) })
}
