import { describe, expect, it, vi } from 'vitest'
import { checkNoConflict, CONFLICT_MESSAGE, githubReader, type RepoReader } from './conflict'
import { fromFile } from './front-matter'

const READ = '---\ntitle: Launch\nlocation: "Outbox Hub"\n---\nBody\n'
const THEIRS = '---\ntitle: Launch\nlocation: "Kololo"\n---\nBody\n'
const MINE = '---\ntitle: Launch\nlocation: "Ntinda"\n---\nBody\n'

/** GitHub holding `files` by `ref:path`, with open pull requests for `pulls`. */
const reader = (files: Record<string, string>, pulls: string[] = []): RepoReader => ({
  read: async (ref, path) => files[`${ref}:${path}`],
  openPullBranch: async (branch) => (pulls.includes(branch) ? branch : undefined),
})
const target = (data: Record<string, unknown>) => ({
  collection: 'events',
  slug: 'launch',
  path: 'content/events/launch.md',
  data,
  defaultBranch: 'main',
})
const editedTo = (location: string) => ({ ...fromFile(READ), location })

describe('checkNoConflict', () => {
  it('lets a save through when GitHub still holds the file the form was opened from', async () => {
    await expect(
      checkNoConflict(reader({ 'main:content/events/launch.md': READ }), target(editedTo('Ntinda'))),
    ).resolves.toBeUndefined()
  })

  it('refuses when another organiser’s pull request changed the file after the form was opened', async () => {
    const github = reader(
      { 'main:content/events/launch.md': READ, 'cms/events/launch:content/events/launch.md': THEIRS },
      ['cms/events/launch'],
    )
    await expect(checkNoConflict(github, target(editedTo('Ntinda')))).rejects.toThrow(CONFLICT_MESSAGE)
  })

  it('refuses when the site’s branch changed under the form (a merge, an edit in git)', async () => {
    const github = reader({ 'main:content/events/launch.md': THEIRS })
    await expect(checkNoConflict(github, target(editedTo('Ntinda')))).rejects.toThrow(CONFLICT_MESSAGE)
  })

  it('lets a retry through when GitHub holds what this save writes (an attempt the network cut short)', async () => {
    const github = reader({ 'cms/events/launch:content/events/launch.md': MINE }, ['cms/events/launch'])
    await expect(checkNoConflict(github, target(editedTo('Ntinda')))).resolves.toBeUndefined()
  })

  it('reads nothing for a new entry', async () => {
    const github = { read: vi.fn(), openPullBranch: vi.fn() }
    await checkNoConflict(github, { ...target({ title: 'New' }), slug: undefined, path: undefined })
    expect(github.read).not.toHaveBeenCalled()
  })
})

describe('githubReader', () => {
  const api: Record<string, unknown> = {
    '/repos/osck/website/pulls?head=osck%3Acms%2Fevents%2Flaunch&state=open': [{ number: 1 }],
    '/repos/osck/website/git/trees/cms/events/launch:content/events': {
      tree: [{ path: 'launch.md', sha: 'abc' }],
    },
    '/repos/osck/website/git/blobs/abc': { content: `${btoa('---\ntitle: Kampala')}\n` },
  }
  const github = githubReader('osck/website', async (path) => api[path])

  it('finds the open pull request’s branch and reads a file on it through git trees and blobs', async () => {
    expect(await github.openPullBranch('cms/events/launch')).toBe('cms/events/launch')
    expect(await github.read('cms/events/launch', 'content/events/launch.md')).toBe('---\ntitle: Kampala')
  })

  it('says a file is not there when its folder does not list it', async () => {
    expect(await github.read('cms/events/launch', 'content/events/other.md')).toBeUndefined()
  })
})
