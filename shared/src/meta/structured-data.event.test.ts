import { describe, expect, it } from 'vitest'
import type { CommunityEvent } from '../content/types'
import { eventMeta } from './page-meta'
import { structuredData } from './structured-data'

const ORIGIN = 'https://osck.example'
const event = (overrides: Partial<CommunityEvent> = {}): CommunityEvent => ({
  slug: 'meetup',
  title: 'Meetup',
  date: '2027-02-20T18:00',
  description: 'Talks.',
  image: '/images/logo.svg',
  location: 'Makerere University',
  content: '',
  ...overrides,
})
const jsonLd = (e: CommunityEvent) => structuredData(eventMeta(e), ORIGIN)!

describe('Event JSON-LD', () => {
  it('offers.url is the registration link', () => {
    expect(jsonLd(event({ registration: 'https://lu.ma/osck' })).offers).toEqual({
      '@type': 'Offer',
      url: 'https://lu.ma/osck',
    })
  })

  it('an event without a registration link has no offers', () => {
    expect(jsonLd(event())).not.toHaveProperty('offers')
  })
})

describe('Event JSON-LD: when and where', () => {
  it('endDate is the end when there is one, two hours on without', () => {
    expect(jsonLd(event({ end: '2027-02-20T20:30' })).endDate).toBe('2027-02-20T20:30:00+03:00')
    expect(jsonLd(event()).endDate).toBe('2027-02-20T20:00:00+03:00')
  })

  it('a venue with an address and a point, offline', () => {
    const data = jsonLd(event({ address: 'University Rd, Kampala', coordinates: { lat: 0.33, lon: 32.56 } }))
    expect(data.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    expect(data.location).toEqual({
      '@type': 'Place',
      name: 'Makerere University',
      address: 'University Rd, Kampala',
      geo: { '@type': 'GeoCoordinates', latitude: 0.33, longitude: 32.56 },
    })
  })

  it('a venue and a join link: mixed, a Place and a VirtualLocation', () => {
    const data = jsonLd(event({ online: 'https://meet.jit.si/osck' }))
    expect(data.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode')
    expect(data.location).toEqual([
      { '@type': 'Place', name: 'Makerere University', address: 'Makerere University' },
      { '@type': 'VirtualLocation', url: 'https://meet.jit.si/osck' },
    ])
  })

  it('online only: a VirtualLocation at the join link, else at the page', () => {
    const joined = jsonLd(event({ location: 'Online', online: 'https://meet.jit.si/osck' }))
    expect(joined.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode')
    expect(joined.location).toEqual({ '@type': 'VirtualLocation', url: 'https://meet.jit.si/osck' })
    expect(jsonLd(event({ location: 'Online' })).location).toEqual({
      '@type': 'VirtualLocation',
      url: 'https://osck.example/events/meetup',
    })
  })
})

describe('Event JSON-LD: speakers', () => {
  it('performer lists each speaker as a Person with role, absolute photo and link', () => {
    const speakers = [
      { name: 'Jane Nakato', role: 'Engineer', photo: '/uploads/jane.jpg', link: 'https://jane.dev' },
      { name: 'Okello' },
    ]
    expect(jsonLd(event({ speakers })).performer).toEqual([
      {
        '@type': 'Person',
        name: 'Jane Nakato',
        jobTitle: 'Engineer',
        image: 'https://osck.example/uploads/jane.jpg',
        url: 'https://jane.dev',
      },
      { '@type': 'Person', name: 'Okello' },
    ])
  })

  it('an event without speakers has no performer', () => {
    expect(jsonLd(event())).not.toHaveProperty('performer')
  })
})
