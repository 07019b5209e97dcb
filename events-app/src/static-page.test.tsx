import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { eventsStaticPage } from './static-page'
import { makeEvent } from './test/fixtures'

const { Items, Article } = eventsStaticPage
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')

describe("the events' static page", () => {
  it('names each event with its date and place, linked to its page', () => {
    const doc = parse(renderToStaticMarkup(<Items items={[makeEvent('meet-up', { date: '2026-07-01' })]} />))
    expect(doc.querySelector('h3 a')?.getAttribute('href')).toBe('/events/meet-up')
    expect(doc.querySelector('li p')?.textContent).toBe('July 1, 2026 · Outbox Hub')
  })

  it("escapes a hostile place, offers the event's calendar and places the rendered body", () => {
    const location = '<img src=x onerror=alert(1)>'
    const event = makeEvent('meet-up', { location })
    const html = renderToStaticMarkup(<Article item={event} body={<div id="body" />} />)
    expect(html).not.toContain('<img')
    const doc = parse(html)
    expect(doc.querySelector('h1 + p')?.textContent).toContain(location)
    expect(doc.querySelector('a[href$=".ics"]')?.textContent).toBe('Add to calendar')
    expect(doc.querySelector('article > #body')).not.toBeNull()
  })
})
