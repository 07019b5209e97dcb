/**
 * The `sizes` of each route's LCP image: the detail pages' photo, the list cards' and the events
 * list's featured slide. The screens pass them to `ContentImage`; the generated pages preload the
 * same variant with them, so the browser picks one file for both and nothing is downloaded twice.
 * Bundled into each remote, not shared.
 */
export const DETAIL_IMAGE_SIZES = {
  post: '(min-width: 64rem) 64rem, 100vw',
  event: '(min-width: 56rem) 56rem, 100vw',
  project: '(min-width: 64rem) 36rem, 100vw',
} as const

export const LIST_IMAGE_SIZES = {
  /** Every section's cards: 1, 2 or 3 columns. */
  card: '(min-width: 64rem) 24rem, (min-width: 48rem) 50vw, 100vw',
  /** The events list's featured slide: the image beside the details from md up. */
  featuredEvent: '(min-width: 80rem) 40rem, (min-width: 48rem) 55vw, 100vw',
} as const

/** A markdown body's images (the app's and the generated page's): the text column, 48rem at most. */
export const MARKDOWN_IMAGE_SIZES = '(min-width: 48rem) 48rem, 100vw'

/** The photo of a post's and an event's page: full width, 1200 × 630, rounded (props of Chakra's Image). */
export const DETAIL_IMAGE_STYLE = {
  w: 'full',
  h: 'auto',
  aspectRatio: '1200 / 630',
  objectFit: 'cover',
  borderRadius: '2xl',
  bg: 'bg.muted',
} as const
