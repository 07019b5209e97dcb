import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { projectsStaticPage } from './static-page'
import { makeProject } from './test/fixtures'

const { Items, Article } = projectsStaticPage
const article = (link: string | undefined) =>
  renderToStaticMarkup(
    <Article item={makeProject('tool', { link })} body={<p id="body">Body</p>} now={new Date()} />,
  )

describe("the projects' static page", () => {
  it('names each project with its status and category, its title escaped', () => {
    const title = '<script>alert(1)</script>'
    const html = renderToStaticMarkup(<Items items={[makeProject('tool', { title })]} />)
    expect(html).not.toContain('<script')
    const doc = new DOMParser().parseFromString(html, 'text/html')
    expect(doc.querySelector('h3 a')?.textContent).toBe(title)
    expect(doc.querySelector('li p')?.textContent).toBe('Active · Web Applications')
  })

  it('links to the project only on the web: a javascript: or data: link is left out', () => {
    expect(article('https://github.com/osck/tool')).toContain(
      '<a href="https://github.com/osck/tool" rel="noopener">View Project</a>',
    )
    for (const link of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', undefined])
      expect(article(link)).not.toContain('View Project')
    expect(article(undefined)).toContain('<p id="body">Body</p>')
  })
})
