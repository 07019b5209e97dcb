import { PageImages } from '@osck/shared/build-kit'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { eventsStaticPage } from './static-page'
import { makeEvent } from './test/fixtures'

const { Article } = eventsStaticPage
const NOW = new Date('2026-06-15T12:00:00Z')
const MANIFEST = {
  '/uploads/jane.jpg': { width: 800, height: 800, placeholder: '', base: '/uploads/jane', widths: [64, 128] },
}
const render = (event: ReturnType<typeof makeEvent>) =>
  new DOMParser().parseFromString(
    renderToStaticMarkup(
      <PageImages.Provider value={MANIFEST}>
        <Article item={event} body={<div id="body" />} now={NOW} />
      </PageImages.Provider>,
    ),
    'text/html',
  )
const section = (doc: Document, heading: string) =>
  [...doc.querySelectorAll('section')].find((s) => s.querySelector('h2')?.textContent === heading)

describe('speakers and agenda on the static page', () => {
  const event = makeEvent('meetup', {
    speakers: [
      { name: 'Jane Nakato', role: 'Engineer', photo: '/uploads/jane.jpg', link: 'https://jane.dev' },
      { name: 'Okello' },
    ],
    agenda: [
      { time: '6:00 PM', title: 'Welcome' },
      { time: '6:15 PM', title: 'Lightning talks', speaker: 'Jane Nakato' },
    ],
  })

  it("lists the speakers, each photo as its build's variants and each link in a new tab", () => {
    const speakers = section(render(event), 'Speakers')!
    expect([...speakers.querySelectorAll('li')].map((li) => li.textContent?.trim())).toEqual([
      'Jane Nakato, Engineer',
      'Okello',
    ])
    const link = speakers.querySelector('a')!
    expect([link.getAttribute('href'), link.getAttribute('target')]).toEqual(['https://jane.dev', '_blank'])
    const img = speakers.querySelector('picture img')!
    expect(img.getAttribute('src')).toBe('/uploads/jane-64.jpg')
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      '64',
      '64',
      'lazy',
    ])
  })

  it('lists the agenda in order before the body', () => {
    const doc = render(event)
    const agenda = section(doc, 'Agenda')!
    expect([...agenda.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual([
      '6:00 PM: Welcome',
      '6:15 PM: Lightning talks (Jane Nakato)',
    ])
    expect(agenda.compareDocumentPosition(doc.querySelector('#body')!)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  })

  it('an event without them has neither', () => {
    const doc = render(makeEvent('plain'))
    expect([section(doc, 'Speakers'), section(doc, 'Agenda')]).toEqual([undefined, undefined])
  })
})

describe('a recap on the static page', () => {
  const recap = {
    photos: [
      { src: '/uploads/jane.jpg', caption: 'Talks' },
      { src: '/uploads/gone.jpg' },
      { src: 'https://img.example/crowd' },
    ],
    slides: 'https://slides.example/s',
    recording: 'https://www.youtube.com/watch?v=x',
    writeup: '/blog/recap',
  }

  it('a past event: its links and photos, each linking to its large copy; a missing upload left out', () => {
    const doc = render(makeEvent('past', { date: '2026-06-01', recap }))
    const section = [...doc.querySelectorAll('section')].find(
      (s) => s.querySelector('h2')?.textContent === 'Recap',
    )!
    expect(
      [...section.querySelectorAll('ul:first-of-type a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Watch the recording', recap.recording],
      ['Slides', recap.slides],
      ['Read the write-up', '/blog/recap'],
    ])
    const photos = [...section.querySelectorAll('ul[aria-label="Event photos"] a')]
    expect(photos.map((a) => [a.getAttribute('href'), a.querySelector('img')?.getAttribute('alt')])).toEqual([
      ['/uploads/jane-128.jpg', 'Talks'],
      ['https://img.example/crowd', 'Photo 2 of 2'],
    ])
    expect(photos.every((a) => a.querySelector('img')?.getAttribute('loading') === 'lazy')).toBe(true)
  })

  it('an upcoming event shows no recap', () => {
    const doc = render(makeEvent('soon', { date: '2026-07-01', recap }))
    expect(section(doc, 'Recap')).toBeUndefined()
  })
})

describe('a map image on the static page', () => {
  it("sits under the address in Where to join us, as the build's variants", () => {
    const doc = render(
      makeEvent('mapped', { address: 'Plot 6, Kampala', map: '/uploads/jane.jpg', date: '2026-07-01' }),
    )
    const img = section(doc, 'Where to join us')!.querySelector('picture img')!
    expect(img.getAttribute('alt')).toBe('Map: the way to Plot 6, Kampala')
    expect(img.getAttribute('src')).toBe('/uploads/jane-64.jpg')
  })
})
