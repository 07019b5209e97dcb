/** A point on the map, in degrees: latitude −90…90, longitude −180…180. */
export interface Coordinates {
  lat: number
  lon: number
}

/** Plain links that open a map: the phone's map app (`geo:`), OpenStreetMap and Google Maps. */
export interface MapLinks {
  geo: string
  openStreetMap: string
  googleMaps: string
}

/** The link texts, in the order the page shows them. */
export const MAP_LINK_LABELS: Record<keyof MapLinks, string> = {
  geo: 'Open in your map app',
  openStreetMap: 'OpenStreetMap',
  googleMaps: 'Google Maps',
}

/**
 * Links to the event's place from its `address` and `coordinates`: the point when there are
 * coordinates (labelled with the address), a search for the address otherwise. None without
 * either: a `location` alone ("Online", "Makerere University") is not an address. No map is
 * drawn and no map library is loaded; Google Maps' search URL needs no API key.
 */
export function mapLinks(event: { address?: string; coordinates?: Coordinates }): MapLinks | undefined {
  const { address, coordinates } = event
  if (coordinates) {
    const { lat, lon } = coordinates
    const point = `${lat},${lon}`
    return {
      geo: `geo:${point}?q=${point}${address ? `(${encodeURIComponent(address)})` : ''}`,
      openStreetMap: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`,
      googleMaps: `https://www.google.com/maps/search/?api=1&query=${point}`,
    }
  }
  if (!address) return undefined
  const query = encodeURIComponent(address)
  return {
    geo: `geo:0,0?q=${query}`,
    openStreetMap: `https://www.openstreetmap.org/search?query=${query}`,
    googleMaps: `https://www.google.com/maps/search/?api=1&query=${query}`,
  }
}
