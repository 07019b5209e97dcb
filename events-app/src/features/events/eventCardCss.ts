import type { SystemStyleObject } from '@osck/shared'

const BADGE_CSS: SystemStyleObject = {
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: 'l2',
  fontWeight: 'medium',
  // A long category wraps inside the badge instead of widening the card.
  whiteSpace: 'normal',
  maxWidth: '100%',
  userSelect: 'none',
}

/**
 * The card's parts are plain elements styled from its root (one class for every card) rather
 * than one styled component each: with hundreds of events, every component a card holds is work
 * when a search adds or removes cards.
 */
export const CARD_CSS: SystemStyleObject = {
  overflow: 'hidden',
  // Content may hold words longer than the card (a pasted URL): they break instead of widening
  // it. Set on every part, since the reset gives each element `break-word`, which does not.
  '&, & *': { overflowWrap: 'anywhere' },
  borderRadius: 'xl',
  height: 'full',
  position: 'relative',
  bg: 'bg.panel',
  transition: 'box-shadow 0.2s ease, transform 0.2s ease',
  '& [data-part=media]': { position: 'relative' },
  '& [data-part=media] > img, & [data-part=media] > picture > img': {
    width: 'full',
    height: 'auto',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    bg: 'bg.muted',
  },
  // Chakra's Badge (solid, brand, size md) as a plain element; a past event's is grey.
  '& [data-part=status]': {
    ...BADGE_CSS,
    position: 'absolute',
    top: '3',
    left: '3',
    shadow: 'sm',
    textStyle: 'sm',
    px: '2',
    minH: '6',
    bg: 'brand.solid',
    color: 'brand.contrast',
    '&[data-past]': { bg: 'gray.700', color: 'white' },
  },
  // Chakra's Badge (subtle, brand, size sm).
  '& [data-part=category]': {
    ...BADGE_CSS,
    alignSelf: 'start',
    textStyle: 'xs',
    px: '1.5',
    minH: '5',
    bg: 'brand.subtle',
    color: 'brand.fg',
  },
  // Chakra's Heading, size xl (the full card's title).
  '& [data-part=heading]': {
    textStyle: 'xl',
    fontFamily: 'heading',
    fontWeight: 'semibold',
    lineHeight: 'short',
  },
  '& [data-part=content]': { display: 'flex', flexDirection: 'column', flex: '1', gap: '3', p: '5' },
  '& [data-part=summary]': { color: 'fg.muted' },
  '& [data-part=meta]': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5',
    fontSize: 'sm',
    color: 'fg.muted',
  },
  '& [data-part=meta-line]': { display: 'flex', alignItems: 'center', gap: '2', minW: '0' },
  '& [data-part=meta-line] > svg': {
    width: '1em',
    height: '1em',
    flexShrink: 0,
    color: 'brand.fg',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: '2',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  // minW 0: a long place is cut with an ellipsis instead of widening the card.
  '& [data-part=meta-line] > span': { truncate: true, minW: '0' },
}

export const LIST_CARD_CSS: SystemStyleObject = {
  ...CARD_CSS,
  // Only with motion allowed, and inside `_hover`: a media query beside `_hover`'s own (e.g. `_motionReduce`)
  // makes Chakra order the two with localeCompare, whose first call is a ~50 ms task on a budget phone.
  _hover: { shadow: 'lg', _motionSafe: { transform: 'translateY(-2px)' } },
  '& [data-part=summary]': { color: 'fg.muted', lineClamp: 3 },
  '& [data-part=title]': {
    fontSize: 'lg',
    fontWeight: 'semibold',
    lineHeight: 'short',
    lineClamp: 2,
    color: 'fg',
    borderRadius: 'sm',
    focusRing: 'outside',
    _hover: { color: 'brand.fg' },
    // The whole card is the link's hit area.
    _after: { content: '""', position: 'absolute', inset: '0' },
  },
}
