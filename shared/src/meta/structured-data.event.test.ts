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
