import { describe, expect, it } from 'vitest'
import { toEvent } from './normalize'

const item = (frontmatter: Record<string, unknown>) => ({ slug: 'x', frontmatter, content: 'body' })

describe('event registration', () => {
  it('keeps an http(s) registration link, capacity and status as written', () => {
    expect(
      toEvent(item({ registration: ' https://lu.ma/x ', capacity: 40, status: 'Waitlist open' })),
    ).toMatchObject({ registration: 'https://lu.ma/x', capacity: '40', status: 'Waitlist open' })
  })

  it.each(['javascript:alert(1)', 'mailto:a@b.c', '/events/x', 'lu.ma/x', ['https://lu.ma/x']])(
    'drops a registration link %j that is not http(s)',
    (registration) => {
      expect(toEvent(item({ registration })).registration).toBeUndefined()
    },
  )

  it('an event without them has none', () => {
    const event = toEvent(item({ title: 'E' }))
    expect([event.registration, event.capacity, event.status]).toEqual([undefined, undefined, undefined])
  })
})

describe('event end, place and join link', () => {
  const event = (f: Record<string, unknown>) => toEvent(item({ title: 'E', date: '2027-02-20T18:00', ...f }))

  it('keeps an end after the start, an address, coordinates and an https join link', () => {
    expect(
      event({
        end: '2027-02-20T20:30',
        address: 'University Rd',
        coordinates: { lat: 0.3326, lon: '32.5686' },
        online: 'https://meet.jit.si/osck',
      }),
    ).toMatchObject({
      end: '2027-02-20T20:30',
      address: 'University Rd',
      coordinates: { lat: 0.3326, lon: 32.5686 },
      online: 'https://meet.jit.si/osck',
    })
  })

  it('reads coordinates written as a list or as "lat, lon"', () => {
    expect(event({ coordinates: [0.3, 32.5] }).coordinates).toEqual({ lat: 0.3, lon: 32.5 })
    expect(event({ coordinates: '0.3, 32.5' }).coordinates).toEqual({ lat: 0.3, lon: 32.5 })
  })

  it.each([{ lat: 91, lon: 0 }, { lat: 0, lon: 181 }, [1], 'here', { lat: 'x', lon: 1 }, [1, 2, 3]])(
    'drops coordinates %j',
    (coordinates) => expect(event({ coordinates }).coordinates).toBeUndefined(),
  )

  it.each(['2027-02-20T17:00', '2027-02-20T18:00', '2027-02-19', 'soon'])('drops an end %j not after the start', (end) =>
    expect(event({ end }).end).toBeUndefined(),
  )

  it('drops a join link that is not http(s)', () => {
    expect(event({ online: 'javascript:alert(1)' }).online).toBeUndefined()
  })
})
