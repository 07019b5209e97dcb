// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { readSiteContent, siteRoutes } from '@osck/site-build/site'
import { folder } from '@osck/site-build/testing'
import { site } from './assembly'

const repo = fileURLToPath(new URL('../../../', import.meta.url))
const SECTIONS = ['blog-app', 'events-app', 'projects-app']

const content = readSiteContent(
  folder({
    'blog/post.md': '---\ntitle: "A post"\ndate: 2025-03-01\ntags: [react]\n---\nThe **body**',
    'events/meetup.md': '---\ntitle: "Meetup"\ndate: 2999-05-01\nlocation: "Kampala"\n---\nAgenda',
    'projects/tool.md': '---\ntitle: "Tool"\nlink: "https://example.org"\n---\nAbout it',
  }),
)
const routes = siteRoutes(content, site)
const page = (path: string) => renderToStaticMarkup(routes.find((route) => route.meta.path === path)!.body)

describe('the assembled site: Home and every page the sections declare', () => {
  it('has one page per declared page, one per item for a :slug page, each with its own file', () => {
    expect(routes.map((route) => route.file).sort()).toEqual(
      [
        'home/index.html',
        'root.html',
        'blog/index.html',
        'blog/post/index.html',
        'events/index.html',
        'events/meetup/index.html',
        'events/past/index.html',
        'projects/index.html',
        'projects/tool/index.html',
      ].sort(),
    )
  })

  it("an item's page is the section's article around the item's rendered markdown", () => {
    expect(page('/blog/post')).toContain('<article>')
    expect(page('/blog/post')).toContain('<strong>body</strong>')
    expect(page('/events/meetup')).toContain('Upcoming Event')
    expect(page('/projects/tool')).toContain('href="https://example.org"')
  })

  it("Home shows each section's part, in the assembly's order", () => {
    const home = page('/home')
    const order = ['Latest Articles', 'Upcoming Events', 'Projects'].map((heading) =>
      home.indexOf(`<h2>${heading}</h2>`),
    )
    expect(order.every((at) => at > 0)).toBe(true)
    expect([...order].sort((a, b) => a - b)).toEqual(order)
    for (const link of ['/blog/post', '/events/meetup', '/projects/tool'])
      expect(home).toContain(`href="${link}"`)
  })
})

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file))
const imports = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s+'([^']+)'/g)].map((match) => match[1])

describe('each section owns its pages', () => {
  it.each(SECTIONS)('%s exports its site pages, and site-build imports no section', (section) => {
    const pkg = JSON.parse(readFileSync(join(repo, section, 'package.json'), 'utf8'))
    expect(pkg.exports['./site-pages']).toBe('./src/site-pages.tsx')
    const siteBuild = JSON.parse(readFileSync(join(repo, 'site-build/package.json'), 'utf8'))
    expect({ ...siteBuild.dependencies, ...siteBuild.devDependencies }).not.toHaveProperty(section)
  })

  it('site-build writes no article or list of items itself, and imports nothing of a section', () => {
    for (const file of sourceFiles(join(repo, 'site-build/src'))) {
      const text = readFileSync(file, 'utf8')
      expect(text, file).not.toMatch(/h\(\s*'(article|li)'|<(article|li)\b/)
      for (const name of imports(file)) expect(name, file).not.toMatch(/^\w+-app\b/)
    }
  })
})
