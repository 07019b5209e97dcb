/**
 * Where an event's `registration` link goes, named for the button: the sites organisers use
 * (docs/product.md), else the site's own host name. Pure: the app and the generated page both
 * call it, so the two say the same.
 */
const REGISTRATION_SITES: readonly { name: string; matches: (host: string, path: string) => boolean }[] = [
  { name: 'Luma', matches: (host) => /(^|\.)(lu\.ma|luma\.com)$/.test(host) },
  { name: 'Meetup', matches: (host) => /(^|\.)meetup\.com$/.test(host) },
  { name: 'Eventbrite', matches: (host) => /(^|\.)eventbrite\.[a-z.]+$/.test(host) },
  {
    name: 'Google Forms',
    matches: (host, path) =>
      host === 'forms.gle' || (host === 'docs.google.com' && path.startsWith('/forms')),
  },
]

/** "Register on Luma", "Register on Google Forms"; another site: "Register on tickets.example.org". */
export function registrationLabel(url: string): string {
  let host: string
  let path: string
  try {
    ;({ hostname: host, pathname: path } = new URL(url))
  } catch {
    return 'Register Now'
  }
  host = host.toLowerCase().replace(/^www\./, '')
  const site = REGISTRATION_SITES.find((entry) => entry.matches(host, path))
  return `Register on ${site?.name ?? host}`
}

/** What the registration block says about places, as the organiser wrote it: "40 seats · Waitlist open". */
export function registrationNote(event: { capacity?: string; status?: string }): string {
  return [event.capacity, event.status].filter(Boolean).join(' · ')
}
