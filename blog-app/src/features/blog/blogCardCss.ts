import type { SystemStyleObject } from '@osck/shared'

// Chakra's Heading: the full card's title is size xl, a list card's lg. The text style comes
// first: it sets a line height of its own, which `short` then overrides.
const titleCss = (textStyle: 'xl' | 'lg'): SystemStyleObject => ({
  textStyle,
  fontFamily: 'heading',
  fontWeight: 'semibold',
  lineHeight: 'short',
})

/**
 * The card's parts are plain elements styled from its root (one class for every card) rather
 * than one styled component each: with hundreds of posts, every component a card holds is work
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
  transition: 'box-shadow 0.2s ease, transform 0.2s ease, border-color 0.2s ease',
  '& > img, & > picture > img': {
    width: 'full',
    height: 'auto',
    aspectRatio: '16 / 9',
    objectFit: 'cover',
    bg: 'bg.muted',
  },
  '& [data-part=content]': { display: 'flex', flexDirection: 'column', flex: '1', gap: '3', p: '5' },
  '& [data-part=meta]': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    flexWrap: 'wrap',
  },
  // Chakra's Badge (subtle, brand, size sm), as a plain element.
  '& [data-part=category]': {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 'l2',
    fontWeight: 'medium',
    // A long category wraps inside the badge instead of widening the card.
    whiteSpace: 'normal',
    maxWidth: '100%',
    userSelect: 'none',
    textStyle: 'xs',
    px: '1.5',
    minH: '5',
    bg: 'brand.subtle',
    color: 'brand.fg',
  },
  '& [data-part=title]': titleCss('xl'),
  '& time, & [data-part=reading]': { fontSize: 'sm', color: 'fg.muted' },
  '& [data-part=when]': { display: 'flex', gap: '1.5', flexWrap: 'wrap' },
  '& [data-part=summary]': { color: 'fg.muted', lineClamp: 3 },
  '& [data-part=author]': { fontSize: 'sm', fontWeight: 'medium', mt: 'auto', pt: '1' },
}

export const LIST_CARD_CSS: SystemStyleObject = {
  ...CARD_CSS,
  // Only with motion allowed, and inside `_hover`: a media query beside `_hover`'s own (e.g. `_motionReduce`)
  // makes Chakra order the two with localeCompare, whose first call is a ~50 ms task on a budget phone.
  _hover: { shadow: 'lg', borderColor: 'brand.muted', _motionSafe: { transform: 'translateY(-4px)' } },
  _focusWithin: { shadow: 'lg' },
  '& [data-part=title]': titleCss('lg'),
  '& h3 a, & h2 a': {
    color: 'fg',
    borderRadius: 'sm',
    focusRing: 'outside',
    _hover: { color: 'brand.fg' },
    // The whole card is the link's hit area.
    _after: { content: '""', position: 'absolute', inset: '0' },
  },
}
