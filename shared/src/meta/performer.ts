import type { Speaker } from '../content/types'
import { absoluteUrl } from './head-tags'

/** A speaker as schema.org's `performer`: a Person with their role, photo and page when given. */
export const performer = (speaker: Speaker, origin: string) => ({
  '@type': 'Person',
  name: speaker.name,
  ...(speaker.role ? { jobTitle: speaker.role } : {}),
  ...(speaker.photo ? { image: absoluteUrl(speaker.photo, origin) } : {}),
  ...(speaker.link ? { url: speaker.link } : {}),
})
