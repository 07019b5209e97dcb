import type { RecapPhoto } from '@osck/shared'

/** A recap photo's alt text: its caption, else its place in the gallery. */
export const photoLabel = (photo: RecapPhoto, index: number, count: number): string =>
  photo.caption ?? `Photo ${index + 1} of ${count}`
