// @vitest-environment node
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lintContent } from './content-lint'

/** The event fields of issue 47, as `pnpm content:check` names them. */
const lint = (frontmatter: Record<string, unknown>) =>
  lintContent(
    [{ section: 'events', file: 'a.md', frontmatter: { title: 'T', ...frontmatter }, content: '' }],
    mkdtempSync(join(tmpdir(), 'osck-lint-events-')),
  ).map(({ level, file, field, message }) => `${level} ${file} ${field}: ${message}`)

describe('content lint: event registration', () => {
  it.each(['javascript:alert(1)', 'mailto:rsvp@example.org', 'lu.ma/x', 'ftp://example.org/form'])(
    'a registration link %j that is not http(s) is dropped and named',
    (registration) => {
      expect(lint({ registration })).toEqual([
        `error events/a.md registration: ${JSON.stringify(registration)} is not an http or https URL; it is dropped`,
      ])
    },
  )

  it('accepts an https registration link with capacity and status text', () => {
    expect(lint({ registration: 'https://lu.ma/x', capacity: '40 seats', status: 'Waitlist open' })).toEqual(
      [],
    )
  })
})

describe('content lint: event time and place', () => {
  it('names an end before the start, coordinates out of range and a join link that is not http(s)', () => {
    expect(
      lint({
        date: '2027-02-20T18:00',
        end: '2027-02-20T17:00',
        coordinates: { lat: 95, lon: 32 },
        online: 'zoommtg://zoom.us/join',
      }),
    ).toEqual([
      'error events/a.md end: "2027-02-20T17:00" is not after the start (date); the default end is used',
      'error events/a.md coordinates: {"lat":95,"lon":32} is not a latitude (-90 to 90) and a longitude (-180 to 180); no map point is used',
      'error events/a.md online: "zoommtg://zoom.us/join" is not an http or https URL; it is dropped',
    ])
  })

  it('accepts an end after the start, an address and coordinates in range', () => {
    expect(
      lint({
        date: '2027-02-20T18:00',
        end: '2027-02-20T20:30',
        address: 'University Rd, Kampala',
        coordinates: { lat: 0.3326, lon: 32.5686 },
        online: 'https://meet.jit.si/osck',
      }),
    ).toEqual([])
  })
})

describe('content lint: event speakers and agenda', () => {
  it('names a speaker without a name, an entry that is not one, a dropped link and a missing photo', () => {
    expect(
      lint({
        speakers: [
          { name: 'Jane', role: 'Engineer', link: 'https://jane.dev' },
          { role: 'Designer' },
          'Okello',
          { name: 'Amina', link: 'javascript:alert(1)', photo: '/uploads/nobody.jpg' },
        ],
        agenda: [{ time: '6 PM', title: 'Welcome' }, { time: '7 PM' }],
      }),
    ).toEqual([
      'error events/a.md speakers[2]: has no name; it is left out',
      'error events/a.md speakers[3]: "Okello" is not an entry with fields; it is left out',
      'error events/a.md speakers[4].photo: /uploads/nobody.jpg does not exist in content/uploads',
      'error events/a.md speakers[4].link: "javascript:alert(1)" is not an http or https URL; it is dropped',
      'error events/a.md agenda[2]: has no title; it is left out',
    ])
  })

  it('names speakers written as text instead of a list of entries', () => {
    expect(lint({ speakers: 'Jane, Okello' })).toEqual([
      'error events/a.md speakers: "Jane, Okello" is not a list of entries; it is ignored',
    ])
  })
})

describe('content lint: event recap', () => {
  it('names a missing photo, a file that is not an image, links it drops and a recap that is not a group', () => {
    expect(
      lint({
        recap: {
          photos: [{ photo: '/uploads/gone.jpg', caption: 'Talks' }, '/uploads/notes.pdf', { caption: 'x' }],
          slides: 'javascript:alert(1)',
          writeup: '/blog/meetup-recap',
          recording: 'https://www.youtube.com/watch?v=x',
        },
      }),
    ).toEqual([
      'error events/a.md recap.photos[1].photo: /uploads/gone.jpg does not exist in content/uploads',
      'error events/a.md recap.photos[2]: /uploads/notes.pdf does not exist in content/uploads',
      'error events/a.md recap.photos[2]: "/uploads/notes.pdf" is not an image; it is left out',
      'error events/a.md recap.photos[3]: has no photo; it is left out',
      'error events/a.md recap.slides: "javascript:alert(1)" is not an http or https URL; it is dropped',
    ])
    expect(
      lint({ recap: { recording: 'rtmp://live.example.org/osck', writeup: 'javascript:alert(1)' } }),
    ).toEqual([
      'error events/a.md recap.recording: "rtmp://live.example.org/osck" is not an http or https URL; it is dropped',
      'error events/a.md recap.writeup: "javascript:alert(1)" is not a path of this site or an http or https URL; it is dropped',
    ])
    expect(lint({ recap: ['https://x.org'] })).toEqual([
      'error events/a.md recap: ["https://x.org"] is not a group of fields; it is ignored',
    ])
  })
})
