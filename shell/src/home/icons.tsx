import { createIcon as icon } from '@osck/shared'

/** Home-only line icons, made like the gateway's. */
export const CodeIcon = icon(<path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />, 'CodeIcon')
export const BookIcon = icon(
  <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />,
  'BookIcon',
)
export const PauseIcon = icon(<path d="M9 5v14M15 5v14" />, 'PauseIcon')
export const PlayIcon = icon(<path d="m7 4 13 8-13 8z" />, 'PlayIcon')
export const QuoteIcon = icon(
  <path d="M10 7H6a2 2 0 0 0-2 2v3a2 2 0 0 0 2 2h3v1a3 3 0 0 1-3 3M20 7h-4a2 2 0 0 0-2 2v3a2 2 0 0 0 2 2h3v1a3 3 0 0 1-3 3" />,
  'QuoteIcon',
)
