import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { StaticNewsletter } from './static-page'

describe('the newsletter form of the generated /blog page', () => {
  it('none configured: no form at all', () => {
    expect(renderToStaticMarkup(<StaticNewsletter />)).toBe('')
  })

  it("configured: a real POST form to the provider, the address under the provider's field name", () => {
    const html = renderToStaticMarkup(
      <StaticNewsletter
        target={{ action: 'https://lists.example.org/subscribe?list=1&x="', field: 'EMAIL' }}
      />,
    )
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const form = doc.querySelector('section[aria-labelledby="newsletter-heading"] form')!
    expect(form.getAttribute('action')).toBe('https://lists.example.org/subscribe?list=1&x="')
    expect(form.getAttribute('method')).toBe('post')
    const input = form.querySelector('input')!
    expect(input.getAttribute('name')).toBe('EMAIL')
    expect(input.type).toBe('email')
    expect(input.required).toBe(true)
    expect(input.closest('label')?.textContent).toContain('Email address')
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Subscribe')
  })
})
