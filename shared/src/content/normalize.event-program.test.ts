import { describe, expect, it } from 'vitest'
import { toEvent } from './normalize'

const event = (frontmatter: Record<string, unknown>) =>
  toEvent({ slug: 'x', frontmatter: { title: 'E', ...frontmatter }, content: '' })

describe('event speakers', () => {
  it('keeps each named speaker with a role, a photo as a site path and an http(s) link', () => {
    expect(
      event({
        speakers: [
          { name: ' Jane Nakato ', role: 'Engineer', photo: 'uploads/jane.jpg', link: 'https://jane.dev' },
          { name: 'Okello' },
        ],
      }).speakers,
    ).toEqual([
      { name: 'Jane Nakato', role: 'Engineer', photo: '/uploads/jane.jpg', link: 'https://jane.dev' },
      { name: 'Okello', role: undefined, photo: undefined, link: undefined },
    ])
  })

  it('skips a speaker without a name and drops a photo or link the allow-lists refuse', () => {
    expect(
      event({
        speakers: [
          { role: 'No name' },
          { name: '  ' },
          'Just text',
          { name: 'Amina', photo: 'javascript:alert(1)', link: 'mailto:a@b.c' },
        ],
      }).speakers,
    ).toEqual([{ name: 'Amina', role: undefined, photo: undefined, link: undefined }])
  })

  it.each([undefined, 'Jane', { name: 'Jane' }, [], [{ role: 'x' }]])('has no speakers for %j', (speakers) =>
    expect(event({ speakers }).speakers).toBeUndefined(),
  )
})

describe('event agenda', () => {
  it('keeps lines with a title, time and speaker as written, in order', () => {
    expect(
      event({
        agenda: [
          { time: '6:00 PM', title: 'Welcome' },
          { time: '18:15', title: 'Lightning talks', speaker: 'Jane Nakato' },
          { time: '19:00' },
        ],
      }).agenda,
    ).toEqual([
      { time: '6:00 PM', title: 'Welcome', speaker: undefined },
      { time: '18:15', title: 'Lightning talks', speaker: 'Jane Nakato' },
    ])
  })

  it('has no agenda without a line that has a title', () => {
    expect(event({ agenda: [{ time: '6 PM' }] }).agenda).toBeUndefined()
    expect(event({}).agenda).toBeUndefined()
  })
})

describe('event map image', () => {
  it('keeps a map image as a site path, and nothing without one (no default picture)', () => {
    expect(event({ map: 'uploads/way-in.png' }).map).toBe('/uploads/way-in.png')
    expect(event({}).map).toBeUndefined()
  })

  it.each(['javascript:alert(1)', 'http://insecure.example/map.png', '/uploads/directions.pdf'])(
    'drops a map %j the site does not show',
    (map) => expect(event({ map }).map).toBeUndefined(),
  )
})
