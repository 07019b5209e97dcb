import type { Page } from '@playwright/test'

export interface MockFile {
  /** File name as listed in index.json, e.g. `my-post.md`. */
  file: string
  text: string
}
export type MockSections = Partial<Record<'blog' | 'events' | 'projects', MockFile[] | 'missing'>>

/**
 * Serves the given markdown files instead of the built content, per test:
 * `/content/{section}/index.json` lists them and each file is answered.
 * A section set to 'missing' answers 404 for its index (exercises fallbacks). A mocked section's
 * image manifest lists nothing: the build has made no variants of the mocked files' images.
 * Sections not named keep the real built content.
 */
export async function mockContent(page: Page, sections: MockSections): Promise<void> {
  for (const [section, files] of Object.entries(sections)) {
    await page.route(`**/content/${section}/**`, (route) => {
      const name = decodeURIComponent(new URL(route.request().url()).pathname.split('/').pop() ?? '')
      if (files === 'missing') return route.fulfill({ status: 404, body: 'Not found' })
      if (name === 'index.json') {
        return route.fulfill({ json: files.map((f) => f.file) })
      }
      if (name === 'images.json') return route.fulfill({ json: {} })
      const match = files.find((f) => f.file === name)
      return match
        ? route.fulfill({ body: match.text, contentType: 'text/markdown; charset=utf-8' })
        : route.fulfill({ status: 404, body: 'Not found' })
    })
  }
}

/** Builds a markdown file from front matter values (strings quoted, lists inline). */
export function md(file: string, frontmatter: Record<string, unknown>, body = 'Body text.'): MockFile {
  const yaml = Object.entries(frontmatter)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')
  return { file, text: `---\n${yaml}\n---\n${body}\n` }
}

/** An ISO date `days` from today (local), date only. */
export function daysFromNow(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() + days)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
