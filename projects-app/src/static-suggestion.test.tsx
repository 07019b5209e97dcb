import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { StaticSuggestion } from './static-page'

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')

describe('Suggest a Project in the generated /projects page', () => {
  it('none configured: nothing', () => {
    expect(renderToStaticMarkup(<StaticSuggestion to={undefined} />)).toBe('')
  })

  it('a GitHub repository: a link to a new issue there, no form', () => {
    const doc = parse(
      renderToStaticMarkup(<StaticSuggestion to={{ github: 'https://github.com/osck/ideas' }} />),
    )
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('https://github.com/osck/ideas/issues/new')
    expect(doc.querySelector('form')).toBeNull()
  })

  it("a form endpoint: a POST form to it with the dialog's four required fields", () => {
    const doc = parse(renderToStaticMarkup(<StaticSuggestion to={{ form: 'https://forms.example.org/f' }} />))
    const form = doc.querySelector('form')!
    expect([form.getAttribute('action'), form.getAttribute('method')]).toEqual([
      'https://forms.example.org/f',
      'post',
    ])
    const names = [...form.querySelectorAll('input, textarea')].map((field) => field.getAttribute('name'))
    expect(names).toEqual(['name', 'email', 'projectTitle', 'projectDescription'])
    expect(
      [...form.querySelectorAll('input, textarea')].every((field) => field.hasAttribute('required')),
    ).toBe(true)
  })
})
