import { describe, expect, it } from 'vitest'
import { parseContentFile } from './content-file'
import { toEvent } from './normalize'

describe('an event file with the issue 47 fields, as the browser reads it', () => {
  it('reads coordinates written as a block (as the editor writes them) and every other field', async () => {
    const file = [
      '---',
      'title: "Meetup"',
      'date: "2027-02-20T18:00"',
      'registration: "https://lu.ma/osck"',
      'end: "2027-02-20T20:30"',
      'address: "Makerere University, Kampala"',
      'coordinates:',
      '  lat: 0.3319',
      '  lon: 32.5700',
      'online: "https://meet.jit.si/osck"',
      '---',
      'Body.',
    ].join('\n')
    const read = await parseContentFile('meetup.md', file)
    if (!read.ok) throw new Error('not read')
    expect(toEvent(read.item)).toMatchObject({
      registration: 'https://lu.ma/osck',
      end: '2027-02-20T20:30',
      address: 'Makerere University, Kampala',
      coordinates: { lat: 0.3319, lon: 32.57 },
      online: 'https://meet.jit.si/osck',
    })
  })
})
