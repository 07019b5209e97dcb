import type { SystemStyleObject } from '@osck/shared'
import {
  CARD_CONTENT_CSS,
  CARD_PHOTO_CSS,
  CARD_SURFACE_CSS,
  CATEGORY_BADGE_CSS,
  PLAIN_BADGE_CSS,
  STRETCHED_LINK_CSS,
} from '@osck/shared/card-css'

/** The icons of a card's meta lines: the shapes of the gateway's icons of the same name. */
const META_ICONS = {
  calendar: '<rect x="3" y="4" width="18" height="18" rx="2"/><path d="M16 2v4M8 2v4M3 10h18"/>',
  'map-pin': '<path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0z"/><circle cx="12" cy="10" r="3"/>',
  users:
    '<path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2"/><circle cx="9" cy="7" r="4"/><path d="M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8"/>',
}
export type MetaIcon = keyof typeof META_ICONS

const iconUrl = (shapes: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`,
  )}")`

// An event card's parts are styled from its root, as every card's are (docs/section-teams.md, Cards).
const CARD_CSS: SystemStyleObject = {
  ...CARD_SURFACE_CSS,
  transition: 'box-shadow 0.2s ease, transform 0.2s ease',
  '& [data-part=media]': { position: 'relative' },
  '& [data-part=media] > img, & [data-part=media] > picture > img': { ...CARD_PHOTO_CSS, bg: 'bg.muted' },
  // Chakra's Badge (solid, brand, size md) as a plain element; a past event's is grey.
  '& [data-part=status]': {
    ...PLAIN_BADGE_CSS,
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
  // A past event with photos, slides or a recording: the same badge, on the other corner.
  '& [data-part=recap]': {
    ...PLAIN_BADGE_CSS,
    position: 'absolute',
    top: '3',
    right: '3',
    shadow: 'sm',
    textStyle: 'sm',
    px: '2',
    minH: '6',
    bg: 'gray.900',
    color: 'white',
  },
  '& [data-part=category]': { ...CATEGORY_BADGE_CSS, alignSelf: 'start' },
  '& [data-part=content]': CARD_CONTENT_CSS,
  '& [data-part=summary]': { color: 'fg.muted' },
  '& [data-part=meta]': {
    display: 'flex',
    flexDirection: 'column',
    gap: '1.5',
    fontSize: 'sm',
    color: 'fg.muted',
  },
  '& [data-part=meta-line]': { display: 'flex', alignItems: 'center', gap: '2', minW: '0' },
  // The line's icon: the gateway's CalendarIcon, MapPinIcon or UsersIcon as a mask in the text's brand colour.
  '& [data-part=meta-line]::before': {
    content: '""',
    width: '1em',
    height: '1em',
    flexShrink: 0,
    bg: 'brand.fg',
    forcedColorAdjust: 'none',
  },
  ...Object.fromEntries(
    Object.entries(META_ICONS).map(([name, shapes]) => [
      `& [data-part=meta-line][data-icon=${name}]::before`,
      { mask: `${iconUrl(shapes)} center / contain no-repeat` },
    ]),
  ),
  // minW 0: a long place is cut with an ellipsis instead of widening the card.
  '& [data-part=meta-line] > span': { truncate: true, minW: '0' },
}

export const EVENT_CARD_CSS: SystemStyleObject = {
  ...CARD_CSS,
  // Only with motion allowed, and inside `_hover`: a media query beside `_hover`'s own (e.g. `_motionReduce`)
  // makes Chakra order the two with localeCompare, whose first call is a long task on a budget phone.
  _hover: { shadow: 'lg', _motionSafe: { transform: 'translateY(-2px)' } },
  '& [data-part=summary]': { color: 'fg.muted', lineClamp: 3 },
  '& [data-part=title]': {
    fontSize: 'lg',
    fontWeight: 'semibold',
    lineHeight: 'short',
    lineClamp: 2,
    ...STRETCHED_LINK_CSS,
  },
}
