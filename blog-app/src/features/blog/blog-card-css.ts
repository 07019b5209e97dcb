import type { SystemStyleObject } from '@osck/shared'
import {
  CARD_CONTENT_CSS,
  CARD_PHOTO_CSS,
  CARD_SURFACE_CSS,
  CATEGORY_BADGE_CSS,
  plainHeadingCss,
  STRETCHED_LINK_CSS,
} from '@osck/shared/card-css'

// A post card's parts are styled from its root, as every card's are (docs/section-teams.md, Cards).
export const CARD_CSS: SystemStyleObject = {
  ...CARD_SURFACE_CSS,
  transition: 'box-shadow 0.2s ease, transform 0.2s ease, border-color 0.2s ease',
  '& > img, & > picture > img': { ...CARD_PHOTO_CSS, bg: 'bg.muted' },
  '& [data-part=content]': CARD_CONTENT_CSS,
  '& [data-part=meta]': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '2',
    flexWrap: 'wrap',
  },
  '& [data-part=category]': CATEGORY_BADGE_CSS,
  '& [data-part=title]': plainHeadingCss('xl'),
  '& time, & [data-part=reading]': { fontSize: 'sm', color: 'fg.muted' },
  '& [data-part=when]': { display: 'flex', gap: '1.5', flexWrap: 'wrap' },
  '& [data-part=summary]': { color: 'fg.muted', lineClamp: 3 },
  '& [data-part=author]': { fontSize: 'sm', fontWeight: 'medium', mt: 'auto', pt: '1' },
}

export const LIST_CARD_CSS: SystemStyleObject = {
  ...CARD_CSS,
  // Only with motion allowed, and inside `_hover`: a media query beside `_hover`'s own (e.g. `_motionReduce`)
  // makes Chakra order the two with localeCompare, whose first call is a long task on a budget phone.
  _hover: { shadow: 'lg', borderColor: 'brand.muted', _motionSafe: { transform: 'translateY(-4px)' } },
  _focusWithin: { shadow: 'lg' },
  '& [data-part=title]': plainHeadingCss('lg'),
  '& h3 a, & h2 a': STRETCHED_LINK_CSS,
}
