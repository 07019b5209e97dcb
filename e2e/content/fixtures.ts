import { expect, type Page } from '@playwright/test'
import { daysFromNow, md, type MockFile } from '../support/content'

/** A file whose front matter is written by hand (unquoted values, empty fields, odd types). */
export const raw = (file: string, frontmatter: string[], body = 'Body text.'): MockFile => ({
  file,
  text: `---\n${frontmatter.join('\n')}\n---\n${body}\n`,
})

const LONG = `${'A very long description that goes on. '.repeat(130)}${'x'.repeat(120)}`
export const UNREACHABLE = 'https://unreachable.invalid/photo.png'

/** Posts as authors really write them: every one but the untitled file must be listed. */
export const BLOG: MockFile[] = [
  md('valid.md', { title: 'Valid Post', date: '2025-05-01', description: 'Fine.', category: 'News' }),
  raw('wrong-types.md', [
    'title: Tags As Text',
    'date: 2025-13-45',
    'tags: design',
    'featured: "yes"',
    'author: { name: Ann }',
    'category:',
    'image: public/uploads/missing.png',
  ]),
  md('long.md', { title: 'Long Description Post', date: '2025-04-01', description: LONG, image: UNREACHABLE }),
  raw(
    'script.md',
    ['title: Script Image Post', 'date: 2025-03-01', 'image: "javascript:alert(1)"'],
    '[click](javascript:alert(1)) and ![pic](data:image/png;base64,AAAA)',
  ),
  raw('untitled.md', ['title:', 'date: 2025-01-01']),
]
export const BLOG_TITLES = ['Valid Post', 'Long Description Post', 'Script Image Post', 'Tags As Text']

export const EVENTS: MockFile[] = [
  md('valid.md', { title: 'Valid Upcoming Event', date: daysFromNow(5), location: 'Outbox Hub', attendees: 30 }),
  raw('bad-date.md', [
    'title: Impossible Date Event',
    'date: 2025-13-45',
    'attendees: "about 40"',
    'location: [Kampala, Online]',
    'image: "data:image/png;base64,AAAA"',
  ]),
  raw('nulls.md', ['title: Null Fields Event', 'date: null', 'description: null', 'category: { x: 1 }']),
]

export const PROJECTS: MockFile[] = [
  md('valid.md', { title: 'Valid Project', link: 'https://example.org/valid', category: 'Web' }),
  md('script-link.md', { title: 'Script Link Project', link: 'javascript:alert(1)' }),
  md('obfuscated-link.md', { title: 'Obfuscated Link Project', link: ' JaVaScRiPt:alert(document.domain)' }),
  raw('wrong-types.md', [
    'title: Wrong Types Project',
    'tags: design',
    'collaborators: [Ann Nakato, 42]',
    'featured: "yes"',
    'starCount: many',
    'status: { a: 1 }',
    `description: "${LONG}"`,
    'image: public/uploads/missing.png',
  ]),
  raw('untitled.md', ['title: ""']),
]
export const PROJECT_TITLES = ['Valid Project', 'Script Link Project', 'Obfuscated Link Project', 'Wrong Types Project']

/** Collects uncaught page errors; `expect(errors).toEqual([])` at the end of a test. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** Images on another host are answered here, never from the network: this one is unreachable. */
export async function blockExternalImages(page: Page): Promise<void> {
  await page.route('**/unreachable.invalid/**', (route) => route.abort('namenotresolved'))
}

/** Every href and src in the page whose protocol is not on the allow-list. */
export async function unsafeUrls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('[href], [src]')]
      .flatMap((element) => [element.getAttribute('href'), element.getAttribute('src')])
      .filter((url): url is string => url !== null)
      .filter((url) => {
        const match = /^([^/?#]*?):/.exec(url.trim())
        return match !== null && !/^(https?|ircs?|mailto|xmpp)$/i.test(match[1] ?? '')
      }),
  )
}

export async function expectNoHorizontalScroll(page: Page, where?: string): Promise<void> {
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      { message: where },
    )
    .toBeLessThanOrEqual(0)
}

/** One "word" longer than any phone screen: a pasted URL, a name without spaces. */
export const WIDE = `https://example.org/${'x'.repeat(400)}`
const WIDE_TITLE = `Wide${'Supercalifragilistic'.repeat(20)}`

/** Every field a card or a page shows, as one unbreakable word. */
export const WIDE_FILES = {
  blog: [
    md('wide.md', { title: WIDE_TITLE, date: '2025-05-02', description: WIDE, category: WIDE, author: WIDE, tags: [WIDE] }, WIDE),
  ],
  events: [
    md('wide.md', { title: WIDE_TITLE, date: daysFromNow(3), description: WIDE, category: WIDE, location: WIDE }, WIDE),
  ],
  projects: [
    md('wide.md', { title: WIDE_TITLE, description: WIDE, category: WIDE, status: WIDE, tags: [WIDE], collaborators: [WIDE] }, WIDE),
  ],
}
export const WIDE_HEADING = WIDE_TITLE
