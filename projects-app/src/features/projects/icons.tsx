import { createIcon } from '@osck/shared'

/** Section-only line icons, made like the gateway's. */
export const ChevronDownIcon = createIcon(<path d="m6 9 6 6 6-6" />, 'ChevronDownIcon')
export const GlobeIcon = createIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
  </>,
  'GlobeIcon',
)
export const PhoneIcon = createIcon(
  <>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M11 18h2" />
  </>,
  'PhoneIcon',
)
export const BookIcon = createIcon(
  <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" />,
  'BookIcon',
)
export const PulseIcon = createIcon(<path d="M22 12h-4l-3 9L9 3l-3 9H2" />, 'PulseIcon')
export const CartIcon = createIcon(
  <>
    <circle cx="9" cy="21" r="1" />
    <circle cx="20" cy="21" r="1" />
    <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
  </>,
  'CartIcon',
)
export const CodeIcon = createIcon(<path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />, 'CodeIcon')
export const CheckIcon = createIcon(<path d="M20 6 9 17l-5-5" />, 'CheckIcon')
export const LightbulbIcon = createIcon(
  <path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7c.6.5 1 1.3 1 2.3h6c0-1 .4-1.8 1-2.3A7 7 0 0 0 12 2z" />,
  'LightbulbIcon',
)
