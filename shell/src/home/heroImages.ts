/** Artwork of the two hero carousels (320×220 each), with the text read for the first copy. */
export interface HeroImage {
  src: string
  alt: string
}

export const HERO_IMAGE_SIZE = { width: 320, height: 220 } as const
/** The width a carousel picture shows at, in px: below and from the `md` breakpoint (48rem). */
export const HERO_ITEM_WIDTH = { base: 240, md: HERO_IMAGE_SIZE.width } as const
/** The carousel pictures' `sizes`; the generated Home page preloads its first one with it. */
export const HERO_IMAGE_SIZES = `(min-width: 48rem) ${HERO_ITEM_WIDTH.md}px, ${HERO_ITEM_WIDTH.base}px`

export const HERO_ROW_ONE: readonly HeroImage[] = [
  { src: '/images/hero-1.generated.jpg', alt: 'Photo of code on a laptop screen' },
  { src: '/images/hero-2.generated.jpg', alt: 'Photo of a community meetup' },
  { src: '/images/hero-3.generated.jpg', alt: 'Photo of an open laptop' },
  { src: '/images/hero-4.generated.jpg', alt: 'Photo of a hands-on workshop' },
]

export const HERO_ROW_TWO: readonly HeroImage[] = [
  { src: '/images/hero-5.generated.jpg', alt: 'Photo of a hackathon team' },
  { src: '/images/hero-6.generated.jpg', alt: 'Photo of code brackets' },
  { src: '/images/hero-7.generated.jpg', alt: 'Photo of the Kampala skyline' },
  { src: '/images/hero-8.generated.jpg', alt: 'Photo of a mentor helping a learner' },
]

/** Home's LCP image: the first picture of the first row (preloaded by the generated Home page). */
export const HERO_LCP_IMAGE = { src: HERO_ROW_ONE[0]!.src, sizes: HERO_IMAGE_SIZES }
