import { expect, type Page } from '@playwright/test'
import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { BACKEND } from '../../../shell/vite/admin/save/widget-names'
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
  // /admin/'s own CSP (deploy/header-rules.mjs) must allow everything the editor does.
  page.on('console', (message) => {
    if (/Content Security Policy/.test(message.text())) github.unanswered.push(`CSP: ${message.text()}`)
  })
  await github.serve(page)
  await page.addInitScript((backendName) => {
    localStorage.setItem('decap-cms-user', JSON.stringify({ backendName, token: 'organiser-token' }))
  }, BACKEND)
  await page.goto('/admin/')
  await expect(page.getByRole('link', { name: /Blog posts/ }).first()).toBeVisible({ timeout: 30_000 })
  return github
}

/** The text of a file on a branch of the repository. */
export const fileOn = (github: FakeGitHub, branch: string, path: string) =>
  github.git('show', `${branch}:${path}`)

/** The bytes of a file on a branch of the repository (a photo). */
export const bytesOn = (github: FakeGitHub, branch: string, path: string) =>
  execFileSync('git', ['show', `${branch}:${path}`], { cwd: github.dir, maxBuffer: 64 * 1024 * 1024 })

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

/** An iPhone-sized HEIC photo (4032 × 3024, HEVC inside): fixtures/README.md says how it was made. */
export const IPHONE_HEIC = readFileSync(new URL('../fixtures/iphone-photo.heic', import.meta.url))

/** git's name for a file's content. */
export const gitBlobSha = (data: Buffer) =>
  createHash('sha1').update(`blob ${data.length}\0`).update(data).digest('hex')

/**
 * Uploads `photo` as `name` through the entry's image field and picks it: `button` opens the
 * library ("Choose different image" on an entry that has a photo already).
 */
export async function choosePhoto(
  page: Page,
  name: string,
  photo: Buffer,
  button = 'Choose an image',
): Promise<void> {
  await page.getByRole('button', { name: button }).click()
  await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/jpeg', buffer: photo })
  await page.getByRole('button', { name: /Choose selected/i }).click()
  await expect(page.getByRole('button', { name: 'Choose different image' })).toBeVisible()
}

/**
 * The post body's markdown widget in its Markdown mode (its switch has no name of its own), ready
 * for keys. The widget draws a new editor for that mode and focuses it, its caret at the start of
 * the text, once drawn: keys sent before then land in the editor going away, or before the text.
 */
export async function markdownMode(page: Page) {
  const body = page.getByLabel('markdown field')
  await body.getByRole('switch').click()
  await expect(body.getByRole('switch')).toBeChecked()
  await expect(body.getByRole('textbox')).toBeFocused()
  return body
}

/**
 * Whether the Markdown mode's own state (its Slate editor, found through the React tree of its
 * text box) has the caret, collapsed, at the end of the text: where the next key lands.
 */
function slateCaretAtEnd(textbox: HTMLElement): boolean {
  interface Node {
    text?: string
    children?: Node[]
  }
  interface Point {
    path: number[]
    offset: number
  }
  interface Editor extends Node {
    selection: { anchor: Point; focus: Point } | null
  }
  type Fiber = { memoizedProps?: { editor?: Editor }; return: Fiber | null }
  const key = Object.keys(textbox).find((name) => name.startsWith('__reactFiber$'))
  let fiber = key ? ((textbox as unknown as Record<string, Fiber>)[key] ?? null) : null
  while (fiber && !fiber.memoizedProps?.editor) fiber = fiber.return
  const editor = fiber?.memoizedProps?.editor
  if (!editor?.selection) return false
  const path: number[] = []
  let node: Node = editor
  while (node.children?.length) {
    path.push(node.children.length - 1)
    node = node.children[node.children.length - 1]!
  }
  const atEnd = (point: Point) =>
    point.offset === (node.text ?? '').length && point.path.join() === path.join()
  return atEnd(editor.selection.anchor) && atEnd(editor.selection.focus)
}

/**
 * The Markdown mode's caret at the end of the body. Focusing the new editor gives it a selection
 * at the start, drawn into the page a moment later: a Control+End pressed before that drawing was
 * undone by it, and the next keys landed at the start. So the key is pressed until the editor's
 * own state has the caret at the end.
 */
export async function caretAtEnd(page: Page) {
  const textbox = page.getByLabel('markdown field').getByRole('textbox')
  await expect(async () => {
    await page.keyboard.press('Control+End')
    expect(await textbox.evaluate(slateCaretAtEnd)).toBe(true)
  }).toPass({ timeout: 10_000 })
}

/** The journeys' post body, typed in the markdown widget's Markdown mode. */
export async function writeGuideBody(page: Page): Promise<void> {
  await markdownMode(page)
  await page.keyboard.type('## What we built')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Read [the guide](https://example.org/guide).')
}
