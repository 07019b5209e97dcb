import type { Testimonial } from '@osck/shared'

/**
 * Community Voices: placeholder entries, nine identical ones (only the id
 * differs). Replace with real quotes when members provide them.
 */
const PLACEHOLDER: Omit<Testimonial, 'id'> = {
  name: 'Community Member',
  role: 'Open Source Contributor',
  image: '/images/avatar.svg',
  content:
    'Joining the community connected me with people who love building as much as I do. I made my first open source contribution at a meetup, and I have been learning and sharing ever since.',
}

export const TESTIMONIALS: readonly Testimonial[] = Array.from({ length: 9 }, (_, index) => ({
  id: String(index + 1),
  ...PLACEHOLDER,
}))
