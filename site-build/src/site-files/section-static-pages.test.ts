// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { blogStaticPage } from 'blog-app/static-page'
import { eventsStaticPage } from 'events-app/static-page'
import { projectsStaticPage } from 'projects-app/static-page'
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { SectionStaticPage } from '@osck/shared/build-kit'
import { readSiteContent } from '../read-content'
import { MarkdownBody } from './markdown-html'
import { siteRoutes } from './pages'
import { folder } from './test-folder'

const repo = fileURLToPath(new URL('../../../', import.meta.url))
const SECTIONS = ['blog-app', 'events-app', 'projects-app']

const site = readSiteContent(
  folder({
    'blog/post.md': '---\ntitle: "A post"\ndate: 2025-03-01\ntags: [react]\n---\nThe **body**',
    'events/meetup.md': '---\ntitle: "Meetup"\ndate: 2999-05-01\nlocation: "Kampala"\n---\nAgenda',
    'projects/tool.md': '---\ntitle: "Tool"\nlink: "https://example.org"\n---\nAbout it',
  }),
)

type Item = { slug: string; content: string }
const page = (path: string) =>
  renderToStaticMarkup(siteRoutes(site).find((route) => route.meta.path === path)!.body)
const article = <T extends Item>({ Article }: SectionStaticPage<T>, item: T) =>
  renderToStaticMarkup(h(Article, { item, body: h(MarkdownBody, { source: item.content }), now: new Date() }))
const list = <T extends Item>({ Items }: SectionStaticPage<T>, items: T[]) =>
  renderToStaticMarkup(h(Items, { items }))

describe("a route's generated page shows its section's static page", () => {
  const { posts, events, projects } = site
  const [post, event, project] = [posts[0]!.item, events[0]!.item, projects[0]!.item]

  it("an item's page is the section's article around the item's rendered markdown", () => {
    expect(page('/blog/post')).toContain(article(blogStaticPage, post))
    expect(page('/events/meetup')).toContain(article(eventsStaticPage, event))
    expect(page('/projects/tool')).toContain(article(projectsStaticPage, project))
    expect(page('/blog/post')).toContain('<strong>body</strong>')
    expect(page('/projects/tool')).toContain('href="https://example.org"')
  })

  it("a list page and Home show the section's items", () => {
    expect(page('/blog')).toContain(list(blogStaticPage, [post]))
    expect(page('/events')).toContain(list(eventsStaticPage, [event]))
    expect(page('/projects')).toContain(list(projectsStaticPage, [project]))
    for (const items of [list(blogStaticPage, [post]), list(projectsStaticPage, [project])])
      expect(page('/home')).toContain(items)
  })
})

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file))
const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'([^']+)'/g)].map((match) => match[1])

describe('the static bodies live in the sections', () => {
  it.each(SECTIONS)('%s exports its static page, which imports only react and the build kit', (section) => {
    const pkg = JSON.parse(readFileSync(join(repo, section, 'package.json'), 'utf8'))
    expect(pkg.exports['./static-page']).toBe('./src/static-page.tsx')
    for (const name of imports(join(repo, section, 'src/static-page.tsx')))
      expect(name).toMatch(/^(react|@osck\/shared\/build-kit|@osck\/shared\/route-table)$/)
  })

  it('site-build writes no article or list of items itself, and takes nothing else of a section', () => {
    for (const file of sourceFiles(join(repo, 'site-build/src'))) {
      const text = readFileSync(file, 'utf8')
      expect(text, file).not.toMatch(/h\(\s*'(article|li)'|<(article|li)\b/)
      for (const name of imports(file)) expect(name, file).not.toMatch(/^\w+-app(?!\/static-page$)/)
    }
  })
})
