import type { SystemStyleObject } from '@chakra-ui/react'

/**
 * The pieces every section's card style is built from. A card's parts are plain elements styled
 * from its root, one class for every card (docs/section-teams.md); each section spreads these
 * into its own object under its own selectors. Bundled into each remote, not shared.
 */

/** The card: a rounded panel that holds its stretched link. */
export const CARD_SURFACE_CSS: SystemStyleObject = {
  overflow: 'hidden',
  // Content may hold words longer than the card (a pasted URL): they break instead of widening
  // it. Set on every part, since the reset gives each element `break-word`, which does not.
  '&, & *': { overflowWrap: 'anywhere' },
  borderRadius: 'xl',
  height: 'full',
  position: 'relative',
  bg: 'bg.panel',
}

/** The photo on top: 16:9, cropped to fill (ContentImage gives it its width and height). */
export const CARD_PHOTO_CSS: SystemStyleObject = {
  width: 'full',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
}

/** The text under the photo, one part under the other. */
export const CARD_CONTENT_CSS: SystemStyleObject = {
  display: 'flex',
  flexDirection: 'column',
  flex: '1',
  gap: '3',
  p: '5',
}

/** Chakra's Badge recipe base, as a plain element: the caller adds the size and the colours. */
export const PLAIN_BADGE_CSS: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'l2',
  fontWeight: 'medium',
  // A long category or status wraps inside the badge instead of widening the card.
  whiteSpace: 'normal',
  maxWidth: '100%',
  userSelect: 'none',
}

/** Chakra's Badge (subtle, brand, size sm) as a plain element: a post's or an event's category. */
export const CATEGORY_BADGE_CSS: SystemStyleObject = {
  ...PLAIN_BADGE_CSS,
  textStyle: 'xs',
  px: '1.5',
  minH: '5',
  bg: 'brand.subtle',
  color: 'brand.fg',
}

/** Chakra's Heading at one of its sizes (the text style of the same name), as a plain element. */
export const plainHeadingCss = (textStyle: 'xl' | 'lg'): SystemStyleObject => ({
  // First: the text style sets a line height of its own, which `short` then overrides.
  textStyle,
  fontFamily: 'heading',
  fontWeight: 'semibold',
  lineHeight: 'short',
})

/** A list card's title link: the whole card is its hit area, the focus ring stays on the link. */
export const STRETCHED_LINK_CSS: SystemStyleObject = {
  color: 'fg',
  borderRadius: 'sm',
  focusRing: 'outside',
  _hover: { color: 'brand.fg' },
  _after: { content: '""', position: 'absolute', inset: '0' },
}

/** 1, 2 or 3 columns: the cards of every list and their skeletons (props of a Box). */
export const CARD_GRID = {
  display: 'grid',
  gridTemplateColumns: {
    base: 'minmax(0, 1fr)',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'repeat(3, minmax(0, 1fr))',
  },
  gap: '6',
} as const
