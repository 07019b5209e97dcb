import { expect, type Page } from '@playwright/test'
import { createHash, randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { FakeGitHub } from './github-api'

export const CONTENT_DIR = fileURLToPath(new URL('../../../content', import.meta.url))

/**
 * The production /admin/ signed in to GitHub as an organiser, every GitHub API request answered
 * from a temporary git repository holding a copy of content/. The token is what GitHub's OAuth
 * sign-in would have stored (docs/editing.md).
 */
export async function openEditorOnGitHub(
  page: Page,
  handWritten: Record<string, string> = {},
): Promise<FakeGitHub> {
  const github = new FakeGitHub(CONTENT_DIR)
  if (Object.keys(handWritten).length) github.commitOnMain(handWritten)
  // /admin/'s own CSP (scripts/serve/rules.mjs) must allow everything the editor does.
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) github.unanswered.push(`CSP: ${message.text()}`)
  })
  await github.serve(page)
  await page.addInitScript(() => {
    localStorage.setItem(
      'decap-cms-user',
      JSON.stringify({ backendName: 'github', token: 'organiser-token' }),
    )
  })
  await page.goto('/admin/')
  await expect(page.getByRole('link', { name: /Blog posts/ }).first()).toBeVisible({ timeout: 30_000 })
  return github
}

/** The text of a file on a branch of the repository. */
export const fileOn = (github: FakeGitHub, branch: string, path: string) =>
  github.git('show', `${branch}:${path}`)

/** A camera-sized JPEG made for the test. */
export const newPhoto = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#b83d0b' } })
    .jpeg()
    .toBuffer()

/**
 * A phone-camera-sized JPEG (4032 × 3024) of sensor-like noise, which JPEG cannot squeeze: about
 * 8 MB, between the 5 and 12 MB of a phone's photo.
 */
export const newPhonePhoto = () =>
  sharp(randomBytes(4032 * 3024 * 3), { raw: { width: 4032, height: 3024, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer()

/** The start of an iPhone photo: a HEIC file-type box, then HEVC data sharp's own build cannot decode. */
export const newHeic = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic', 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic', 'latin1'),
    Buffer.alloc(2048, 7),
  ])

/** git's name for a file's content. */
export const gitBlobSha = (data: Buffer) =>
  createHash('sha1').update(`blob ${data.length}\0`).update(data).digest('hex')
