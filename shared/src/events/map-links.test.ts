import { describe, expect, it } from 'vitest'
import { mapLinks } from './map-links'

describe('mapLinks', () => {
  it('points at the coordinates, labelled with the address', () => {
    expect(
      mapLinks({ address: 'Makerere University, Kampala', coordinates: { lat: 0.3326, lon: 32.5686 } }),
    ).toEqual({
      geo: 'geo:0.3326,32.5686?q=0.3326,32.5686(Makerere%20University%2C%20Kampala)',
      openStreetMap: 'https://www.openstreetmap.org/?mlat=0.3326&mlon=32.5686#map=17/0.3326/32.5686',
      googleMaps: 'https://www.google.com/maps/search/?api=1&query=0.3326,32.5686',
    })
  })

  it('searches for the address without coordinates, encoded', () => {
    const links = mapLinks({ address: 'Plot 4 & 6, Ntinda #2' })!
    expect(links.geo).toBe('geo:0,0?q=Plot%204%20%26%206%2C%20Ntinda%20%232')
    expect(links.openStreetMap).toBe(
      'https://www.openstreetmap.org/search?query=Plot%204%20%26%206%2C%20Ntinda%20%232',
    )
    expect(new URL(links.googleMaps).searchParams.get('query')).toBe('Plot 4 & 6, Ntinda #2')
    expect(new URL(links.googleMaps).searchParams.has('key')).toBe(false)
  })

  it('no address and no coordinates: no links', () => {
    expect(mapLinks({})).toBeUndefined()
  })
})
