import type { SystemStyleObject } from '@osck/shared'
import {
  CARD_CONTENT_CSS,
  CARD_PHOTO_CSS,
  CARD_SURFACE_CSS,
  PLAIN_BADGE_CSS,
  plainHeadingCss,
  STRETCHED_LINK_CSS,
} from '@osck/shared/card-css'

const STATUS_PALETTES = ['green', 'blue', 'orange', 'purple', 'yellow', 'gray'] as const

// Chakra's Badge (size sm) as a plain element; `variant` picks the recipe's outline or subtle look.
const badge = (variant: 'outline' | 'subtle'): SystemStyleObject => ({
  ...PLAIN_BADGE_CSS,
  textStyle: 'xs',
  px: '1.5',
  minH: '5',
  ...(variant === 'outline'
    ? {
        colorPalette: 'gray',
        color: 'colorPalette.fg',
        shadow: 'inset 0 0 0px 1px var(--shadow-color)',
        shadowColor: 'colorPalette.border',
      }
    : { bg: 'brand.subtle', color: 'brand.fg' }),
})

const avatar: SystemStyleObject = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSize: '8',
  rounded: 'full',
  fontSize: 'xs',
  fontWeight: 'bold',
  borderWidth: '2px',
  borderColor: 'bg.panel',
  bg: 'brand.subtle',
  color: 'brand.fg',
  '&[data-more]': { bg: 'bg.muted', color: 'fg' },
}

/**
 * The project card's parts are plain elements styled from its root (one class for every card),
 * as BlogCard and EventCard are: see docs/section-teams.md.
 */
export const PROJECT_CARD_CSS: SystemStyleObject = {
  ...CARD_SURFACE_CSS,
  transition: 'box-shadow 0.2s ease, transform 0.2s ease, border-color 0.2s ease',
  // The lift only with motion allowed, inside `_hover` (see BlogCard: no second media query beside it).
  _hover: { shadow: 'lg', borderColor: 'brand.muted', _motionSafe: { transform: 'translateY(-2px)' } },
  _focusWithin: { shadow: 'lg', borderColor: 'brand.muted' },
  '& [data-part=media]': { position: 'relative', bg: 'bg.muted' },
  '& [data-part=media] > img, & [data-part=media] > picture > img': CARD_PHOTO_CSS,
  // Chakra's Badge (surface, size md, semibold) in the status colour's palette.
  '& [data-part=status]': {
    position: 'absolute',
    top: '3',
    left: '3',
    shadow: 'sm',
    ...PLAIN_BADGE_CSS,
    fontWeight: 'semibold',
    textStyle: 'sm',
    px: '2',
    minH: '6',
    bg: 'colorPalette.subtle',
    color: 'colorPalette.fg',
  },
  ...Object.fromEntries(
    STATUS_PALETTES.map((palette) => [
      `& [data-status-color=${palette}]`,
      { colorPalette: palette } satisfies SystemStyleObject,
    ]),
  ),
  '& [data-part=content]': CARD_CONTENT_CSS,
  '& [data-part=category]': {
    fontSize: 'xs',
    fontWeight: 'bold',
    letterSpacing: 'wider',
    textTransform: 'uppercase',
    color: 'brand.fg',
  },
  '& [data-part=title]': plainHeadingCss('lg'),
  '& [data-part=title] a': STRETCHED_LINK_CSS,
  '& [data-part=summary]': { color: 'fg.muted', lineClamp: 3 },
  '& [data-part=tags]': { display: 'flex', flexWrap: 'wrap', gap: '1.5', listStyleType: 'none' },
  '& [data-part=tag]': badge('outline'),
  '& [data-part=tag][data-more]': badge('subtle'),
  // Above the card's stretched link, so the names show on hover.
  '& [data-part=collaborators]': {
    display: 'flex',
    listStyleType: 'none',
    mt: 'auto',
    pt: '2',
    position: 'relative',
    zIndex: '1',
    '& > li + li': { ms: '-2' },
  },
  '& [data-part=avatar]': avatar,
}

/** The entrance: hidden until its turn, then revealed from below (none under reduced motion). */
export const PROJECT_CARD_ENTRANCE_CSS: SystemStyleObject = {
  ...PROJECT_CARD_CSS,
  animationName: 'reveal-from-bottom',
  animationDuration: '0.5s',
  animationTimingFunction: 'ease-out',
  // Afterwards no clip is left behind to cut off the hover shadow.
  animationFillMode: 'backwards',
}
